import { useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { FormField, useSchemaForm } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import {
  passwordChangeSchema,
  type PasswordChangeFormValues,
  type PasswordChangeValues,
  type PasswordMessageKey,
} from './passwordChangeSchema';

/** docs/product.md#limits: the password dialog is 25.4% wide; it never gets narrower than a usable 360px. */
export const PASSWORD_DIALOG_WIDTH = 'max(25.4%, 360px)';

export interface PasswordDialogProps {
  open: boolean;
  /** Called with `false` when the user cancels (Cancel, Esc, the close button) and after a successful change. */
  onOpenChange: (open: boolean) => void;
  /**
   * Sends the change. While its promise is pending the OK button shows a spinner; when it resolves
   * the dialog closes and the form is cleared; when it rejects the dialog stays open with what the
   * user typed (the caller shows the server's message).
   */
  onSubmit: (values: PasswordChangeValues) => Promise<unknown> | void;
  /** @default t('ui:patterns.password.title') */
  title?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--cp-space-lg);
`;

const EMPTY: PasswordChangeFormValues = { oldPassword: '', newPassword: '', repeatPassword: '' };

/**
 * The change-password dialog: old, new and repeated password with the exact rules and messages of
 * docs/product.md#validation. It does not close on an outside click; cancelling clears the form.
 */
export function PasswordDialog({ open, onOpenChange, onSubmit, title }: PasswordDialogProps) {
  const { t } = useTranslation('ui');
  const formId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useSchemaForm<PasswordChangeFormValues>({
    schema: passwordChangeSchema,
    defaultValues: EMPTY,
  });

  // Whatever closed the dialog (cancel, Esc, success, the parent), it opens empty next time.
  useEffect(() => {
    if (!open) reset(EMPTY);
  }, [open, reset]);

  const message = (key: string | undefined) => (key ? t(key as PasswordMessageKey) : undefined);

  // Registered outside the JSX: field names are not user-visible text.
  const oldField = register('oldPassword');
  // Changing the new password re-checks the repeat once the user has submitted.
  const newField = register('newPassword', { deps: ['repeatPassword'] });
  const repeatField = register('repeatPassword');

  // The OK button sits in the dialog footer, outside the form (linked by its `form` attribute).
  // Enter in a field submits explicitly, so it never depends on how the default button is found;
  // an IME composition (Chinese input) keeps its Enter.
  const submitOnEnter = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.currentTarget.requestSubmit();
  };

  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    try {
      await onSubmit({ oldPassword, newPassword });
    } catch {
      // Rejected: stay open and keep the values; the caller reports the error.
      return;
    }
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('patterns.password.title')}
      width={PASSWORD_DIALOG_WIDTH}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)}>{t('dialog.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={isSubmitting}>
            {t('dialog.ok')}
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} onKeyDown={submitOnEnter}>
        <FormField
          label={t('patterns.password.oldPassword')}
          required
          error={message(errors.oldPassword?.message)}
        >
          <PasswordInput autoComplete="current-password" {...oldField} />
        </FormField>
        <FormField
          label={t('patterns.password.newPassword')}
          required
          error={message(errors.newPassword?.message)}
        >
          <PasswordInput autoComplete="new-password" {...newField} />
        </FormField>
        <FormField
          label={t('patterns.password.repeatPassword')}
          required
          error={message(errors.repeatPassword?.message)}
        >
          <PasswordInput autoComplete="new-password" {...repeatField} />
        </FormField>
      </Form>
    </Dialog>
  );
}
