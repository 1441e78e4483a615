import { ALargeSmall } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstOpen } from '../../internal/firstOpen';
import { LoadBoundary, retryableLazy } from '../../internal/retryableLazy';
import type { Size } from '../../theme';
import { IconButton } from '../internal/parts';

export interface SizeSelectProps {
  /** The interface size in use (checked in the menu). */
  value: Size;
  /** Called with the chosen size (not called when the current one is chosen again). */
  onChange: (size: Size) => void;
  /** Sizes offered, in menu order. @default SIZES (large, medium, small) */
  sizes?: readonly Size[];
}

// The menu (Radix dropdown with floating-ui) is its own chunk, like the language menu: fetched when
// the pointer or focus reaches the button, opened by the first press (or ↓). Until then the button
// is a plain, labelled button.
const loadMenu = () => import('./SizeMenu');
// A failed load keeps the plain button; its next press imports anew (decision 0053).
const sizeMenu = retryableLazy(loadMenu);
const SizeMenu = sizeMenu.Component;

/**
 * The interface size menu of the navbar (large, medium, small; the current one checked). It only
 * reports the choice: the app keeps it (e.g. in a cookie) and gives it to `ThemeProvider size`,
 * which sets the density of every control.
 */
export function SizeSelect(props: SizeSelectProps) {
  const { t } = useTranslation('ui');
  const { openedBy, triggerProps } = useFirstOpen(() => loadMenu().catch(() => undefined));
  const [attempt, setAttempt] = useState(0);
  const button = (handlers?: typeof triggerProps) => (
    <IconButton
      type="button"
      aria-label={t('layout.size.current', { name: t(`layout.size.${props.value}`) })}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...handlers}
    >
      <ALargeSmall aria-hidden="true" />
    </IconButton>
  );
  if (!openedBy) return button(triggerProps);
  const retry = () => {
    sizeMenu.retry();
    setAttempt((n) => n + 1);
  };
  return (
    <LoadBoundary attempt={attempt} fallback={button({ ...triggerProps, onClick: retry })}>
      <Suspense fallback={button()}>
        <SizeMenu {...props} openedBy={openedBy} />
      </Suspense>
    </LoadBoundary>
  );
}
