// A 6-digit verification code field with its send button (60 s resend countdown, ui SendCodeButton).
import { useTranslation } from 'react-i18next';
import { FormField, Input, SendCodeButton } from '@chainportal/ui';

export const CODE = /^\d{6}$/;

export function CodeField({
  value,
  onChange,
  onSend,
  error,
  label,
  sendDisabled,
}: {
  value: string;
  onChange: (code: string) => void;
  onSend: () => Promise<unknown>;
  error?: string;
  label?: string;
  sendDisabled?: boolean;
}) {
  const { t } = useTranslation('account');
  return (
    <FormField label={label ?? t('code.label')} required error={error}>
      <Input
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        trailing={<SendCodeButton size="small" onSend={onSend} disabled={sendDisabled} />}
      />
    </FormField>
  );
}
