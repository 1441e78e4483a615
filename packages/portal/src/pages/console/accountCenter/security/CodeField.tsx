// A 6-digit verification code field with its send button (60 s resend countdown, ui SendCodeButton).
import { useTranslation } from 'react-i18next';
import { FormField, Input, SendCodeButton, type FieldRegistration } from '@chainportal/ui';

export function CodeField({
  registration,
  onSend,
  error,
  label,
  sendDisabled,
}: {
  /** The form's `register('code')`: digits only are kept as they are typed. */
  registration: FieldRegistration;
  onSend: () => Promise<unknown>;
  error?: string | undefined;
  label?: string;
  sendDisabled?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <FormField label={label ?? t('code.label')} required error={error}>
      <Input
        {...registration}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, 6);
          return registration.onChange(event);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        trailing={<SendCodeButton size="small" onSend={onSend} disabled={sendDisabled} />}
      />
    </FormField>
  );
}
