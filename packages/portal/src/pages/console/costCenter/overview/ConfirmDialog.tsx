// The last question before money moves (withdrawal, refund): Cancel, or confirm once — the confirm
// button keeps its repeat-click lock and a call already under way is not started again.
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, message } from '@chainportal/ui';
import { ButtonRow } from '../../parts/ConsolePage';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The confirm button's text. */
  confirmText: string;
  /** While the call runs. */
  busy: boolean;
  onCancel: () => void;
  /** Makes the call; handles its own success and failure. */
  onConfirm: () => Promise<void>;
  children: ReactNode;
}

export function ConfirmDialog({
  open,
  title,
  confirmText,
  busy,
  onCancel,
  onConfirm,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation('billing');
  const lock = useRef(false);
  const confirm = async () => {
    if (lock.current) return;
    lock.current = true;
    try {
      await onConfirm();
    } finally {
      lock.current = false;
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onCancel())}
      title={title}
      footer={
        <>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button
            variant="primary"
            preventReClick
            loading={busy}
            disabled={busy}
            onClick={() => void confirm()}
          >
            {confirmText}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}

/**
 * The end of a form that moves money: its submit button (the form's submit opens the dialog), Back
 * to the overview, and the dialog, whose confirm button says what the submit button says.
 */
export function ConfirmedSubmit({
  submitText,
  ...dialog
}: Omit<ConfirmDialogProps, 'confirmText'> & { submitText: string }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  return (
    <>
      <ButtonRow>
        <Button type="submit" variant="primary">
          {submitText}
        </Button>
        <Button onClick={() => void navigate('/costCenter/overview')}>{t('common.back')}</Button>
      </ButtonRow>
      <ConfirmDialog confirmText={submitText} {...dialog} />
    </>
  );
}

/**
 * The confirm step of a form that moves money: `ask` opens the dialog (once the form is valid), the
 * confirmation runs `send`, which resolves with what to tell the customer once the money moved: it
 * is said, and the customer is back on the overview. When it fails (the api client has shown why)
 * the dialog closes and the form keeps what was typed.
 */
export function useConfirmStep(send: () => Promise<string | undefined>, busy: boolean) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return {
    ask: () => setOpen(true),
    dialog: {
      open,
      busy,
      onCancel: () => setOpen(false),
      onConfirm: async () => {
        try {
          const done = await send();
          if (done === undefined) return;
          message.success(done);
          void navigate('/costCenter/overview');
        } catch {
          setOpen(false);
        }
      },
    },
  };
}
