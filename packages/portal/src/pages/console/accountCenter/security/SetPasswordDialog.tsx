// A first password for an account created by wallet sign-in (spec password rule and messages).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_PATTERN, useSetPassword } from '@chainportal/api';
import { Button, Dialog, FormField, PasswordInput, message } from '@chainportal/ui';
import { ButtonRow, FormColumn } from '../../parts/ConsolePage';

export function SetPasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const { trigger, isMutating } = useSetPassword();
  const passwordError = !password
    ? t('password.newRequired')
    : PASSWORD_PATTERN.test(password)
      ? undefined
      : t('password.rule');
  const repeatError = !repeat
    ? t('password.repeatRequired')
    : repeat !== password
      ? t('password.mismatch')
      : undefined;

  const save = async () => {
    setTouched(true);
    if (passwordError || repeatError) return;
    try {
      await trigger({ newPassword: password });
      message.success(t('password.setDone'));
      onClose();
    } catch {
      // kept
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('password.set')}
      footer={null}
    >
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField label={t('password.new')} required error={touched ? passwordError : undefined}>
          <PasswordInput
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={12}
            autoComplete="new-password"
          />
        </FormField>
        <FormField label={t('password.repeat')} required error={touched ? repeatError : undefined}>
          <PasswordInput
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            maxLength={12}
            autoComplete="new-password"
          />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" preventReClick loading={isMutating} disabled={isMutating}>
            {t('common.save')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </ButtonRow>
      </FormColumn>
    </Dialog>
  );
}
