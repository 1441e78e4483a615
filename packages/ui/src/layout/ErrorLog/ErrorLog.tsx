import { Bug, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LANGUAGE_LOCALES, isLanguage } from '../../i18n';
import { DialogBody, DialogBox, DialogHeader, DialogTitle } from '../internal/dialogStyles';
import { ModalOverlay, OverlayFooter } from '../../internal/overlay';
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

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--cp-font-sm);
  & th,
  & td {
    padding: var(--cp-space-sm);
    border-bottom: 1px solid var(--cp-border-light);
    text-align: left;
    vertical-align: top;
  }
  & th {
    background: var(--cp-bg-subtle);
    font-weight: 600;
    white-space: nowrap;
  }
  & td {
    word-break: break-word;
  }
  & td[data-col='message'] {
    color: var(--cp-danger);
    font-weight: 500;
  }
  & td[data-col='time'] {
    white-space: nowrap;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: var(--cp-text-secondary);
`;

function formatTime(time: ErrorLogEntry['time'], language: string): string {
  const date = time instanceof Date ? time : new Date(time);
  if (Number.isNaN(date.getTime())) return String(time);
  const locale = isLanguage(language) ? LANGUAGE_LOCALES[language] : undefined;
  return date.toLocaleString(locale, { hour12: false });
}

/** A navbar button showing how many errors were recorded, opening a dialog that lists them. */
export function ErrorLog({ entries, onClear, hideWhenEmpty = true }: ErrorLogProps) {
  const { t, i18n } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const count = entries.length;
  if (count === 0 && hideWhenEmpty && !open) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton type="button">
          <Bug aria-hidden="true" />
          <VisuallyHidden>
            {count > 0 ? t('layout.errorLog.buttonCount', { count }) : t('layout.errorLog.button')}
          </VisuallyHidden>
          <CountBadge count={count} />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <DialogBox aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t('layout.errorLog.title')}</DialogTitle>
            <Dialog.Close asChild>
              <IconButton type="button" aria-label={t('layout.errorLog.close')}>
                <X aria-hidden="true" />
              </IconButton>
            </Dialog.Close>
          </DialogHeader>
          <DialogBody>
            {count === 0 ? (
              <Empty>{t('layout.errorLog.empty')}</Empty>
            ) : (
              <Table>
                <thead>
                  <tr>
                    <th scope="col">{t('layout.errorLog.message')}</th>
                    <th scope="col">{t('layout.errorLog.info')}</th>
                    <th scope="col">{t('layout.errorLog.url')}</th>
                    <th scope="col">{t('layout.errorLog.time')}</th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((entry, index) => (
                    <tr key={index}>
                      <td data-col="message">{entry.message}</td>
                      <td>{entry.info}</td>
                      <td>{entry.url}</td>
                      <td data-col="time">{formatTime(entry.time, i18n.language)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )}
          </DialogBody>
          <OverlayFooter>
            <Button
              variant="danger"
              disabled={count === 0}
              onClick={() => {
                onClear();
                setOpen(false);
              }}
            >
              {t('layout.errorLog.clear')}
            </Button>
          </OverlayFooter>
        </DialogBox>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
