// Bind or change the e-mail: a bound address is verified first, then the new one gets its own code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useEditEmail,
  useSendMyselfEmail,
  useSendNewEmail,
  useVerifyMyselfEmail,
  type BindInfo,
} from '@chainportal/api';
import { Button, Dialog, FormField, Input, message } from '@chainportal/ui';
import { ButtonRow, FormColumn, Hint } from '../../parts/ConsolePage';
import { CODE, CodeField } from './CodeField';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailDialog({ bind, onClose }: { bind: BindInfo; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [verified, setVerified] = useState(!bind.email);
  const [oldCode, setOldCode] = useState('');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const sendOld = useSendMyselfEmail();
  const verifyOld = useVerifyMyselfEmail();
  const sendNew = useSendNewEmail();
  const edit = useEditEmail();

  const verify = async () => {
    setTouched(true);
    if (!CODE.test(oldCode)) return;
    try {
      await verifyOld.trigger({ code: oldCode });
      setVerified(true);
      setTouched(false);
    } catch {
      // wrong code, kept
    }
  };
  const save = async () => {
    setTouched(true);
    if (!EMAIL.test(email) || !CODE.test(code)) return;
    try {
      await edit.trigger({ email: email.trim(), code });
      message.success(t('email.done'));
      onClose();
    } catch {
      // kept
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={bind.email ? t('email.change') : t('email.bind')}
      footer={null}
    >
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void (verified ? save() : verify());
        }}
      >
        {verified ? (
          <>
            <FormField
              label={t('email.new')}
              required
              error={touched && !EMAIL.test(email) ? t('email.invalid') : undefined}
            >
              <Input value={email} onChange={(e) => setEmail(e.target.value)} type="email" maxLength={100} />
            </FormField>
            <CodeField
              value={code}
              onChange={setCode}
              error={touched && !CODE.test(code) ? t('code.invalid') : undefined}
              sendDisabled={!EMAIL.test(email)}
              onSend={() => sendNew.trigger({ email: email.trim() })}
            />
          </>
        ) : (
          <>
            <Hint>{t('identity.byEmail', { target: bind.email ?? '' })}</Hint>
            <CodeField
              value={oldCode}
              onChange={setOldCode}
              error={touched && !CODE.test(oldCode) ? t('code.invalid') : undefined}
              onSend={() => sendOld.trigger()}
            />
          </>
        )}
        <ButtonRow>
          <Button
            type="submit"
            variant="primary"
            preventReClick
            loading={edit.isMutating || verifyOld.isMutating}
            disabled={edit.isMutating || verifyOld.isMutating}
          >
            {verified ? t('common.save') : t('identity.verify')}
          </Button>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
        </ButtonRow>
      </FormColumn>
    </Dialog>
  );
}
