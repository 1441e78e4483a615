// The first step of a sensitive change: a fresh code to the bound mobile (or, without one, the bound
// e-mail) proves it is the owner; the server answers a one-time ticket.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCheckVerifyMobileSms,
  useSendMyselfEmail,
  useSendVerifyMobileSms,
  useVerifyMyselfEmail,
  type BindInfo,
} from '@chainportal/api';
import { Button, maskPhone } from '@chainportal/ui';
import { ButtonRow, FormColumn, Hint } from '../../parts/ConsolePage';
import { CODE, CodeField } from './CodeField';

export function IdentityStep({ bind, onVerified }: { bind: BindInfo; onVerified: (ticket: string) => void }) {
  const { t } = useTranslation('account');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const sendSms = useSendVerifyMobileSms();
  const checkSms = useCheckVerifyMobileSms();
  const sendMail = useSendMyselfEmail();
  const checkMail = useVerifyMyselfEmail();
  const byMobile = !!bind.mobile;
  const busy = checkSms.isMutating || checkMail.isMutating;
  const error = touched && !CODE.test(code) ? t('code.invalid') : undefined;

  const verify = async () => {
    setTouched(true);
    if (!CODE.test(code)) return;
    try {
      const answer = byMobile ? await checkSms.trigger({ code }) : await checkMail.trigger({ code });
      onVerified(answer.ticket);
    } catch {
      // wrong code: the message is shown and the code kept
    }
  };

  return (
    <FormColumn
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <Hint>
        {byMobile
          ? t('identity.byMobile', { target: maskPhone(bind.mobile) })
          : t('identity.byEmail', { target: bind.email ?? '' })}
      </Hint>
      <CodeField
        value={code}
        onChange={setCode}
        error={error}
        onSend={() => (byMobile ? sendSms.trigger() : sendMail.trigger())}
      />
      <ButtonRow>
        <Button type="submit" variant="primary" preventReClick loading={busy} disabled={busy}>
          {t('identity.verify')}
        </Button>
      </ButtonRow>
    </FormColumn>
  );
}
