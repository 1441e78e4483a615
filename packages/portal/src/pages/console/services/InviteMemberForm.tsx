import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useInviteServiceMember, type ServiceInvitation } from '@chainportal/api';
import { Button, FormField, Input, message, RadioGroup } from '@chainportal/ui';
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

/** Invite someone to a service by mobile number or e-mail; shows the link to send them. */
export function InviteMemberForm({ serviceId }: { serviceId: number }) {
  const { t } = useTranslation('console');
  const [by, setBy] = useState<'phone' | 'email'>('phone');
  const [contact, setContact] = useState('');
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState<ServiceInvitation | null>(null);
  const { trigger, isMutating } = useInviteServiceMember();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = contact.trim();
    const valid = by === 'phone' ? /^1\d{10}$/.test(value) : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
    setError(valid ? undefined : t(by === 'phone' ? 'receiver.errors.mobile' : 'receiver.errors.email'));
    if (!valid) return;
    try {
      const invitation = await trigger(
        by === 'phone' ? { serviceId, phone: value } : { serviceId, email: value },
      );
      setSent(invitation);
      setContact('');
      message.success(t('service.invited', { invitee: invitation.invitee }));
    } catch {
      // The client showed the server's message; the typed contact stays.
    }
  };

  return (
    <>
      <Form noValidate onSubmit={(e) => void submit(e)} aria-label={t('service.inviteTitle')}>
        <FormField label={t('service.inviteBy')}>
          <RadioGroup
            value={by}
            onValueChange={(value) => setBy(value as 'phone' | 'email')}
            options={[
              { value: 'phone', label: t('receiver.mobile') },
              { value: 'email', label: t('receiver.email') },
            ]}
          />
        </FormField>
        <FormField label={by === 'phone' ? t('receiver.mobile') : t('receiver.email')} required error={error}>
          <Input
            value={contact}
            type={by === 'phone' ? 'tel' : 'email'}
            maxLength={by === 'phone' ? 11 : 100}
            onChange={(e) => setContact(e.target.value)}
          />
        </FormField>
        <Button type="submit" variant="primary" preventReClick loading={isMutating}>
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
