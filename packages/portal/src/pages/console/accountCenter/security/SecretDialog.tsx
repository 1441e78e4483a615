// The account's API credentials, shown only after a fresh code by e-mail or SMS.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  codeSchema,
  useGetSecretInfo,
  useGetSecretInfoMobile,
  useSendMyselfMobile,
  useSendSecretInfoEmail,
  type BindInfo,
  type SecretInfo,
} from '@chainportal/api';
import {
  Button,
  Descriptions,
  Dialog,
  RadioGroup,
  FormField,
  maskPhone,
  useSchemaForm,
} from '@chainportal/ui';
import { ButtonRow, FormColumn } from '../../parts/ConsolePage';
import { CodeField } from './CodeField';

export function SecretDialog({ bind, onClose }: { bind: BindInfo; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [channel, setChannel] = useState<'email' | 'mobile'>(bind.email ? 'email' : 'mobile');
  const form = useSchemaForm<{ code: string }>({
    schema: codeSchema,
    defaultValues: { code: '' },
    messages: { code: t('code.invalid') },
  });
  const [secret, setSecret] = useState<SecretInfo | null>(null);
  const sendMail = useSendSecretInfoEmail();
  const sendSms = useSendMyselfMobile();
  const byMail = useGetSecretInfo();
  const bySms = useGetSecretInfoMobile();
  const busy = byMail.isMutating || bySms.isMutating;

  // A wrong code: the api client shows why and the code stays.
  const show = form.onSubmit(async ({ code }) => {
    setSecret(channel === 'email' ? await byMail.trigger({ code }) : await bySms.trigger({ code }));
  });
  const codeField = form.register('code');

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('secret.title')}
      footer={null}
    >
      {secret ? (
        <>
          <Descriptions
            columns={1}
            bordered
            items={[
              { key: 'appId', label: 'AppId', value: <code>{secret.appId}</code> },
              { key: 'appKey', label: 'AppKey', value: <code>{secret.appKey}</code> },
              { key: 'appSecret', label: 'AppSecret', value: <code>{secret.appSecret}</code> },
            ]}
          />
          <ButtonRow>
            <Button onClick={onClose}>{t('common.close')}</Button>
          </ButtonRow>
        </>
      ) : (
        <FormColumn noValidate onSubmit={(event) => void show(event)}>
          <FormField label={t('secret.channel')}>
            <RadioGroup
              value={channel}
              onValueChange={(v) => setChannel(v as 'email' | 'mobile')}
              options={[
                {
                  value: 'email',
                  label: t('secret.byEmail', { target: bind.email ?? '-' }),
                  disabled: !bind.email,
                },
                {
                  value: 'mobile',
                  label: t('secret.byMobile', { target: maskPhone(bind.mobile) }),
                  disabled: !bind.mobile,
                },
              ]}
            />
          </FormField>
          <CodeField
            registration={codeField}
            error={form.errorOf('code')}
            onSend={() => (channel === 'email' ? sendMail.trigger() : sendSms.trigger())}
          />
          <ButtonRow>
            <Button type="submit" variant="primary" locked={form.locked} loading={busy}>
              {t('secret.show')}
            </Button>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </ButtonRow>
        </FormColumn>
      )}
    </Dialog>
  );
}
