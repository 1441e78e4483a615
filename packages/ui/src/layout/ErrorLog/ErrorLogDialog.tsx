import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { LANGUAGE_LOCALES, isLanguage } from '../../i18n';
import { DialogBody, DialogBox, DialogHeader, DialogTitle } from '../internal/dialogStyles';
import { ModalOverlay, OverlayFooter } from '../../internal/overlay';
import { IconButton } from '../internal/parts';
import type { ErrorLogEntry, ErrorLogProps } from './ErrorLog';

// The dialog of the error log's button (./ErrorLog.tsx), downloaded on the first hover, focus or
// press of the button so the console's first load carries no dialog code.

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

/** The error log's button as a dialog trigger, with the dialog. */
export default function ErrorLogDialog({
  entries,
  onClear,
  open,
  onOpenChange: setOpen,
  children,
}: Pick<ErrorLogProps, 'entries' | 'onClear'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button's face (icon, name, count). */
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('ui');
  const count = entries.length;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton type="button">{children}</IconButton>
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
