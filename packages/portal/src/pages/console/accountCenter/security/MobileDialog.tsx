// Change the bound mobile (verify, then the new number with its own code) or the login name.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useEditNewMobile,
  useEditUsernameMobile,
  useSendNewMobileSms,
  type BindInfo,
} from '@chainportal/api';
import { Button, Dialog, FormField, Input, message } from '@chainportal/ui';
import { ButtonRow, FormColumn } from '../../parts/ConsolePage';
import { CODE, CodeField } from './CodeField';
import { IdentityStep } from './IdentityStep';

const MOBILE = /^1\d{10}$/;
const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;

export function MobileDialog({
  mode,
  bind,
  onClose,
}: {
  mode: 'mobile' | 'username';
  bind: BindInfo;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const [ticket, setTicket] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const sendNew = useSendNewMobileSms();
  const editMobile = useEditNewMobile();
  const editName = useEditUsernameMobile();
  const busy = editMobile.isMutating || editName.isMutating;
  const valueError =
    mode === 'mobile'
      ? MOBILE.test(value)
        ? undefined
        : t('mobile.invalid')
      : USERNAME.test(value.trim())
        ? undefined
        : t('username.invalid');
  const codeError = mode === 'mobile' && !CODE.test(code) ? t('code.invalid') : undefined;

  const save = async () => {
    setTouched(true);
    if (!ticket || valueError || codeError) return;
    try {
      if (mode === 'mobile') await editMobile.trigger({ ticket, mobile: value, code });
      else await editName.trigger({ ticket, username: value.trim() });
      message.success(mode === 'mobile' ? t('mobile.done') : t('username.done'));
      onClose();
    } catch {
      // kept with the input; the api client showed why
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={mode === 'mobile' ? t('mobile.change') : t('username.change')}
      footer={null}
    >
      {ticket ? (
        <FormColumn
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <FormField
            label={mode === 'mobile' ? t('mobile.new') : t('username.new')}
            required
            hint={mode === 'username' ? t('username.rule') : undefined}
            error={touched ? valueError : undefined}
          >
            <Input
              value={value}
              onChange={(e) => setValue(e.target.value)}
              maxLength={mode === 'mobile' ? 11 : 20}
              inputMode={mode === 'mobile' ? 'tel' : 'text'}
            />
          </FormField>
          {mode === 'mobile' ? (
            <CodeField
              value={code}
              onChange={setCode}
              error={touched ? codeError : undefined}
              sendDisabled={!MOBILE.test(value)}
              onSend={() => sendNew.trigger({ mobile: value })}
            />
          ) : null}
          <ButtonRow>
            <Button type="submit" variant="primary" preventReClick loading={busy} disabled={busy}>
              {t('common.save')}
            </Button>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
          </ButtonRow>
        </FormColumn>
      ) : (
        <IdentityStep bind={bind} onVerified={setTicket} />
      )}
    </Dialog>
  );
}
