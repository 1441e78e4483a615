import { Bug } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary, retryableLazy } from '../../internal/retryableLazy';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { CountBadge, IconButton } from '../internal/parts';
/** One recorded error (the portal's error handler collects them). */
export interface ErrorLogEntry {
  /** The error message (e.g. `error.message`). */
  message: string;
  /** Where it happened (e.g. the component or handler info). */
  info?: string;
  /** The address of the page at the time. */
  url: string;
  /** When it happened. */
  time: Date | string | number;
}

export interface ErrorLogProps {
  /** Recorded errors, oldest first. */
  entries: ErrorLogEntry[];
  /** Empties the log ("clear" action). */
  onClear: () => void;
  /** Renders nothing while the log is empty, as the original portal did. @default true */
  hideWhenEmpty?: boolean;
}

// The dialog (Radix Dialog, focus trap, scroll lock) is its own chunk: fetched when the button is
// first hovered or focused, and opened by its first press.
const loadDialog = () => import('./ErrorLogDialog');
// A failed load keeps the plain button; its next press imports anew (decision 0053).
const errorLogDialog = retryableLazy(loadDialog);
const ErrorLogDialog = errorLogDialog.Component;

/** A navbar button showing how many errors were recorded, opening a dialog that lists them. */
export function ErrorLog({ entries, onClear, hideWhenEmpty = true }: ErrorLogProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const count = entries.length;
  if (count === 0 && hideWhenEmpty && !open) return null;
  const face = (
    <>
      <Bug aria-hidden="true" />
      <VisuallyHidden>
        {count > 0 ? t('layout.errorLog.buttonCount', { count }) : t('layout.errorLog.button')}
      </VisuallyHidden>
      <CountBadge count={count} />
    </>
  );
  const button = (first?: () => void) => (
    <IconButton
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={first && (() => void loadDialog().catch(() => undefined))}
      onFocus={first && (() => void loadDialog().catch(() => undefined))}
      onClick={first}
    >
      {face}
    </IconButton>
  );
  if (!wanted)
    return button(() => {
      setWanted(true);
      setOpen(true);
    });
  const retry = () => {
    errorLogDialog.retry();
    setAttempt((n) => n + 1);
    setOpen(true);
  };
  return (
    <LoadBoundary attempt={attempt} fallback={button(retry)}>
      <Suspense fallback={button()}>
        <ErrorLogDialog entries={entries} onClear={onClear} open={open} onOpenChange={setOpen}>
          {face}
        </ErrorLogDialog>
      </Suspense>
    </LoadBoundary>
  );
}
