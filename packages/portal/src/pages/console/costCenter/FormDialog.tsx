// A dialog holding one form (add or edit a saved record): Cancel and Save in the footer, Enter saves,
// and a save already under way is not started again. Used by addresses/AddressDialog and
// titles/TitleDialog.
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@chainportal/ui';
import { FormColumn } from '../parts/ConsolePage';

export interface FormDialogProps {
  title: string;
  /** While the save call runs. */
  busy: boolean;
  /** Checks and sends the form; closes the dialog itself when it succeeded. */
  onSave: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ title, busy, onSave, onClose, children }: FormDialogProps) {
  const { t } = useTranslation('billing');
  const lock = useRef(false);
  const save = async () => {
    if (lock.current) return;
    lock.current = true;
    try {
      await onSave();
    } finally {
      lock.current = false;
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={title}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" preventReClick loading={busy} disabled={busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </FormColumn>
    </Dialog>
  );
}
