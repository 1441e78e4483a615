// Bind or change the e-mail: a bound address is verified first, then the new one gets its own code.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  codeSchema,
  editEmailSchema,
  useEditEmail,
  useSendMyselfEmail,
  useSendNewEmail,
  useVerifyMyselfEmail,
  type BindInfo,
} from '@chainportal/api';
import { Dialog, FormField, message, useSchemaForm } from '@chainportal/ui';
import { EmailInput } from '../../../../forms/inputs';
import { FormColumn, Hint } from '../../parts/ConsolePage';
import { CodeField } from './CodeField';
import { SubmitRow } from './SubmitRow';

// editEmail's own rules, the address trimmed first.
const newEmailForm = z.object({
  email: z.pipe(z.string().check(z.trim()), editEmailSchema.shape.email),
  code: editEmailSchema.shape.code,
});

export function EmailDialog({ bind, onClose }: { bind: BindInfo; onClose: () => void }) {
  const { t } = useTranslation('account');
  const [verified, setVerified] = useState(!bind.email);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={bind.email ? t('email.change') : t('email.bind')}
      footer={null}
    >
      {verified ? (
        <NewEmailForm onClose={onClose} />
      ) : (
        <VerifyOldEmail email={bind.email ?? ''} onVerified={() => setVerified(true)} onClose={onClose} />
      )}
    </Dialog>
  );
}

function VerifyOldEmail({
  email,
  onVerified,
  onClose,
}: {
  email: string;
  onVerified: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('account');
  const sendOld = useSendMyselfEmail();
  const verifyOld = useVerifyMyselfEmail();
  const form = useSchemaForm<{ code: string }>({
    schema: codeSchema,
    defaultValues: { code: '' },
    messages: { code: t('code.invalid') },
  });
  // A wrong code: the api client shows why and the code stays.
  const verify = form.onSubmit(async ({ code }) => {
    await verifyOld.trigger({ code });
    onVerified();
  });
  const codeField = form.register('code');
  return (
    <FormColumn noValidate onSubmit={(event) => void verify(event)}>
      <Hint>{t('identity.byEmail', { target: email })}</Hint>
      <CodeField registration={codeField} error={form.errorOf('code')} onSend={() => sendOld.trigger()} />
      <SubmitRow label={t('identity.verify')} form={form} busy={verifyOld.isMutating} onCancel={onClose} />
    </FormColumn>
  );
}

function NewEmailForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('account');
  const sendNew = useSendNewEmail();
  const edit = useEditEmail();
  const form = useSchemaForm<z.input<typeof newEmailForm>, z.output<typeof newEmailForm>>({
    schema: newEmailForm,
    defaultValues: { email: '', code: '' },
    messages: { email: t('email.invalid'), code: t('code.invalid') },
  });
  const save = form.onSubmit(async (values) => {
    await edit.trigger(values);
    message.success(t('email.done'));
    onClose();
  });
  const emailField = form.register('email');
  const codeField = form.register('code');
  const email = form.watch('email').trim();
  return (
    <FormColumn noValidate onSubmit={(event) => void save(event)}>
      <FormField label={t('email.new')} required error={form.errorOf('email')}>
        <EmailInput {...emailField} />
      </FormField>
      <CodeField
        registration={codeField}
        error={form.errorOf('code')}
        sendDisabled={!z.safeParse(newEmailForm.shape.email, email).success}
        onSend={() => sendNew.trigger({ email })}
      />
      <SubmitRow label={t('common.save')} form={form} busy={edit.isMutating} onCancel={onClose} />
    </FormColumn>
  );
}
