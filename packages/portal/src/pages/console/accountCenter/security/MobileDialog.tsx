// Change the bound mobile (verify, then the new number with its own code) or the login name.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  editNewMobileSchema,
  editUsernameMobileSchema,
  isMobile,
  useEditNewMobile,
  useEditUsernameMobile,
  useSendNewMobileSms,
  type BindInfo,
} from '@chainportal/api';
import { Dialog, FormField, Input, message, useSchemaForm } from '@chainportal/ui';
import { MobileInput } from '../../../../forms/inputs';
import { FormColumn } from '../../parts/ConsolePage';
import { CodeField } from './CodeField';
import { SubmitRow } from './SubmitRow';
import { IdentityStep } from './IdentityStep';

// The calls' own rules, without the ticket the first step brings.
const newMobileForm = z.omit(editNewMobileSchema, { ticket: true });
const newUsernameForm = z.omit(editUsernameMobileSchema, { ticket: true });

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

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={mode === 'mobile' ? t('mobile.change') : t('username.change')}
      footer={null}
    >
      {!ticket ? (
        <IdentityStep bind={bind} onVerified={setTicket} />
      ) : mode === 'mobile' ? (
        <NewMobileForm ticket={ticket} onClose={onClose} />
      ) : (
        <NewUsernameForm ticket={ticket} onClose={onClose} />
      )}
    </Dialog>
  );
}

function NewMobileForm({ ticket, onClose }: { ticket: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const sendNew = useSendNewMobileSms();
  const edit = useEditNewMobile();
  const form = useSchemaForm<z.input<typeof newMobileForm>>({
    schema: newMobileForm,
    defaultValues: { mobile: '', code: '' },
    messages: { mobile: t('mobile.invalid'), code: t('code.invalid') },
  });
  // A refusal keeps the input; the api client showed why.
  const save = form.onSubmit(async ({ mobile, code }) => {
    await edit.trigger({ ticket, mobile, code });
    message.success(t('mobile.done'));
    onClose();
  });
  const mobileField = form.register('mobile');
  const codeField = form.register('code');
  const mobile = form.watch('mobile');
  return (
    <FormColumn noValidate onSubmit={(event) => void save(event)}>
      <FormField label={t('mobile.new')} required error={form.errorOf('mobile')}>
        <MobileInput {...mobileField} />
      </FormField>
      <CodeField
        registration={codeField}
        error={form.errorOf('code')}
        sendDisabled={!isMobile(mobile)}
        onSend={() => sendNew.trigger({ mobile })}
      />
      <SubmitRow label={t('common.save')} form={form} busy={edit.isMutating} onCancel={onClose} />
    </FormColumn>
  );
}

function NewUsernameForm({ ticket, onClose }: { ticket: string; onClose: () => void }) {
  const { t } = useTranslation('account');
  const edit = useEditUsernameMobile();
  const form = useSchemaForm<z.input<typeof newUsernameForm>, z.output<typeof newUsernameForm>>({
    schema: newUsernameForm,
    defaultValues: { username: '' },
    messages: { username: t('username.invalid') },
  });
  const save = form.onSubmit(async ({ username }) => {
    await edit.trigger({ ticket, username });
    message.success(t('username.done'));
    onClose();
  });
  const usernameField = form.register('username');
  return (
    <FormColumn noValidate onSubmit={(event) => void save(event)}>
      <FormField
        label={t('username.new')}
        required
        hint={t('username.rule')}
        error={form.errorOf('username')}
      >
        <Input {...usernameField} maxLength={20} />
      </FormField>
      <SubmitRow label={t('common.save')} form={form} busy={edit.isMutating} onCancel={onClose} />
    </FormColumn>
  );
}
