import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../Button';

/** Seconds before a verification code may be sent again. */
export const RESEND_SECONDS = 60;

export interface SendCodeButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'preventReClick'> {
  /**
   * Sends the code. Resolve when the server accepted it (the countdown starts); reject or resolve
   * `false` when it did not (the button is ready again at once: the api client already showed why).
   */
  onSend: () => Promise<unknown>;
  /** Countdown length in seconds. @default RESEND_SECONDS (60) */
  seconds?: number;
  /** Label before the first send. @default t('ui:sendCode.send') ('Send code') */
  sendLabel?: string;
}

/**
 * "Send code", then "Resend in 59 s" counting down, then "Resend". Used wherever a verification code
 * is sent by SMS or e-mail (sign-up, forgotten password, security settings).
 */
export function SendCodeButton({
  onSend,
  seconds = RESEND_SECONDS,
  sendLabel,
  disabled,
  ...rest
}: SendCodeButtonProps) {
  const { t } = useTranslation('ui');
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (sending || left > 0) return;
    setSending(true);
    try {
      const result = await onSend();
      if (result !== false) {
        setSent(true);
        setLeft(seconds);
      }
    } catch {
      // The caller's api client has shown the message; the button is ready for another try.
    } finally {
      setSending(false);
    }
  };

  const label =
    left > 0
      ? t('sendCode.wait', { seconds: left })
      : sent
        ? t('sendCode.resend')
        : (sendLabel ?? t('sendCode.send'));
  return (
    <Button
      {...rest}
      disabled={disabled || left > 0}
      loading={sending}
      onClick={() => void send()}
      aria-live="polite"
    >
      {label}
    </Button>
  );
}
