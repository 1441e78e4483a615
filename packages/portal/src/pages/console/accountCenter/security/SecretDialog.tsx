// The account's API credentials, shown only after a fresh code by e-mail or SMS.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useGetSecretInfo,
  useGetSecretInfoMobile,
  useSendMyselfMobile,
  useSendSecretInfoEmail,
  type BindInfo,
  type SecretInfo,
} from '@chainportal/api';
import { Button, Descriptions, Dialog, RadioGroup, FormField, maskPhone } from '@chainportal/ui';
import { ButtonRow, FormColumn } from '../../parts/ConsolePage';
import { CODE, CodeField } from './CodeField';

export function SecretDialog({ bind, onClose }: { bind: BindInfo; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [channel, setChannel] = useState<'email' | 'mobile'>(bind.email ? 'email' : 'mobile');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [secret, setSecret] = useState<SecretInfo | null>(null);
  const sendMail = useSendSecretInfoEmail();
  const sendSms = useSendMyselfMobile();
  const byMail = useGetSecretInfo();
  const bySms = useGetSecretInfoMobile();
  const busy = byMail.isMutating || bySms.isMutating;

  const show = async () => {
    setTouched(true);
    if (!CODE.test(code)) return;
    try {
      setSecret(channel === 'email' ? await byMail.trigger({ code }) : await bySms.trigger({ code }));
    } catch {
      // wrong code, kept
    }
  };

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
        <FormColumn
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void show();
          }}
        >
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
            value={code}
            onChange={setCode}
            error={touched && !CODE.test(code) ? t('code.invalid') : undefined}
            onSend={() => (channel === 'email' ? sendMail.trigger() : sendSms.trigger())}
          />
          <ButtonRow>
            <Button type="submit" variant="primary" preventReClick loading={busy} disabled={busy}>
              {t('secret.show')}
            </Button>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </ButtonRow>
        </FormColumn>
      )}
    </Dialog>
  );
}
