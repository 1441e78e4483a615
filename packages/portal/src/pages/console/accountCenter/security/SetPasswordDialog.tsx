// A first password for an account created by wallet sign-in (spec password rule and messages).
import { useTranslation } from 'react-i18next';
import { useSetPassword } from '@chainportal/api';
import { Button, Dialog, FormField, PasswordInput, message, useSchemaForm } from '@chainportal/ui';
import { ButtonRow, FormColumn } from '../../parts/ConsolePage';
import {
  passwordMessage,
  resetFormSchema,
  type ResetFormValues,
} from '../../../public/account/accountSchemas';

export function SetPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'ui']);
  const { trigger, isMutating } = useSetPassword();
  // The rule and the spec's messages of a new password chosen twice (the same as a reset).
  const form = useSchemaForm<ResetFormValues>({
    schema: resetFormSchema,
    defaultValues: { password: '', repeat: '' },
    translate: (key) => t(passwordMessage(key) as 'ui:patterns.password.newRule'),
  });

  const save = form.onSubmit(async ({ password }) => {
    await trigger({ newPassword: password });
    message.success(t('password.setDone'));
    onClose();
  });
  // Changing the password re-checks the repeat once it has been checked.
  const passwordField = form.register('password', { deps: ['repeat'] });
  const repeatField = form.register('repeat');

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('password.set')}
      footer={null}
    >
      <FormColumn noValidate onSubmit={(event) => void save(event)}>
        <FormField label={t('password.new')} required error={form.errorOf('password')}>
          <PasswordInput {...passwordField} maxLength={12} autoComplete="new-password" />
        </FormField>
        <FormField label={t('password.repeat')} required error={form.errorOf('repeat')}>
          <PasswordInput {...repeatField} maxLength={12} autoComplete="new-password" />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" locked={form.locked} loading={isMutating}>
            {t('common.save')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </ButtonRow>
      </FormColumn>
    </Dialog>
  );
}
