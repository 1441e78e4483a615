// The first step of a sensitive change: a fresh code to the bound mobile (or, without one, the bound
// e-mail) proves it is the owner; the server answers a one-time ticket.
import { useTranslation } from 'react-i18next';
import {
  codeSchema,
  useCheckVerifyMobileSms,
  useSendMyselfEmail,
  useSendVerifyMobileSms,
  useVerifyMyselfEmail,
  type BindInfo,
} from '@chainportal/api';
import { Button, maskPhone, useSchemaForm } from '@chainportal/ui';
import { ButtonRow, FormColumn, Hint } from '../../parts/ConsolePage';
import { CodeField } from './CodeField';

export function IdentityStep({ bind, onVerified }: { bind: BindInfo; onVerified: (ticket: string) => void }) {
  const { t } = useTranslation('account');
  const form = useSchemaForm<{ code: string }>({
    schema: codeSchema,
    defaultValues: { code: '' },
    messages: { code: t('code.invalid') },
  });
  const sendSms = useSendVerifyMobileSms();
  const checkSms = useCheckVerifyMobileSms();
  const sendMail = useSendMyselfEmail();
  const checkMail = useVerifyMyselfEmail();
  const byMobile = !!bind.mobile;
  const busy = checkSms.isMutating || checkMail.isMutating;

  // A wrong code: the api client shows why and the code stays.
  const verify = form.onSubmit(async ({ code }) => {
    const answer = byMobile ? await checkSms.trigger({ code }) : await checkMail.trigger({ code });
    onVerified(answer.ticket);
  });
  const codeField = form.register('code');

  return (
    <FormColumn noValidate onSubmit={(event) => void verify(event)}>
      <Hint>
        {byMobile
          ? t('identity.byMobile', { target: maskPhone(bind.mobile) })
          : t('identity.byEmail', { target: bind.email ?? '' })}
      </Hint>
      <CodeField
        registration={codeField}
        error={form.errorOf('code')}
        onSend={() => (byMobile ? sendSms.trigger() : sendMail.trigger())}
      />
      <ButtonRow>
        <Button type="submit" variant="primary" locked={form.locked} loading={busy}>
          {t('identity.verify')}
        </Button>
      </ButtonRow>
    </FormColumn>
  );
}
