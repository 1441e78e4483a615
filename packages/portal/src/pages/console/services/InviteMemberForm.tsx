import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import { serviceInviteRequest, useInviteServiceMember, type ServiceInvitation } from '@chainportal/api';
import { Button, FormField, Input, message, RadioGroupField, useSchemaForm } from '@chainportal/ui';
import { CopyButton } from '../parts/CopyButton';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--cp-space-md);
`;

const Link = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--cp-space-sm);
  margin: var(--cp-space-md) 0 0;
  word-break: break-all;
  color: var(--cp-text-secondary);
`;

/** The link an invited person opens: it works signed out (the guard keeps `redirect`). */
export function invitationLink(code: string): string {
  return `${window.location.origin}${window.location.pathname}#/service/inviteservicedetail?code=${encodeURIComponent(code)}`;
}

const { shape } = serviceInviteRequest;
/** The invite call's own rule for the contact given: a mobile number or an e-mail address. */
const inviteForm = z.object({ by: z.enum(['phone', 'email']), contact: z.string().check(z.trim()) }).check(
  z.superRefine((v, ctx) => {
    const rule = v.by === 'phone' ? shape.phone : shape.email;
    if (v.contact === '' || !z.safeParse(rule, v.contact).success)
      ctx.addIssue({ code: 'custom', message: v.by, path: ['contact'], input: v.contact });
  }),
);
type InviteForm = z.input<typeof inviteForm>;

/** Invite someone to a service by mobile number or e-mail; shows the link to send them. */
export function InviteMemberForm({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('console');
  const [sent, setSent] = useState<ServiceInvitation | null>(null);
  const { trigger, isMutating } = useInviteServiceMember();
  const form = useSchemaForm<InviteForm, z.output<typeof inviteForm>>({
    schema: inviteForm,
    defaultValues: { by: 'phone', contact: '' },
    translate: (by) => t(by === 'phone' ? 'receiver.errors.mobile' : 'receiver.errors.email'),
  });
  const by = form.watch('by');

  // A refusal keeps the typed contact; the client showed the server's message.
  const submit = form.onSubmit(async ({ by: kind, contact }) => {
    const invitation = await trigger(
      kind === 'phone' ? { serviceId, phone: contact } : { serviceId, email: contact },
    );
    setSent(invitation);
    form.reset({ by: kind, contact: '' });
    message.success(t('service.invited', { invitee: invitation.invitee }));
  });
  const byName = 'by';
  const contactField = form.register('contact');

  return (
    <>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('service.inviteTitle')}>
        <FormField label={t('service.inviteBy')}>
          <RadioGroupField
            control={form.control}
            name={byName}
            options={[
              { value: 'phone', label: t('receiver.mobile') },
              { value: 'email', label: t('receiver.email') },
            ]}
            onChange={() => {
              if (form.formState.isSubmitted) void form.trigger('contact');
            }}
          />
        </FormField>
        <FormField
          label={by === 'phone' ? t('receiver.mobile') : t('receiver.email')}
          required
          error={form.errorOf('contact')}
        >
          <Input
            {...contactField}
            type={by === 'phone' ? 'tel' : 'email'}
            maxLength={by === 'phone' ? 11 : 100}
          />
        </FormField>
        <Button type="submit" variant="primary" locked={form.locked} loading={isMutating}>
          {t('service.invite')}
        </Button>
      </Form>
      {sent ? (
        <Link>
          <span>{t('service.inviteLink')}</span>
          <code>{invitationLink(sent.code)}</code>
          <CopyButton text={invitationLink(sent.code)} label={t('service.copyInviteLink')} />
        </Link>
      ) : null}
    </>
  );
}
