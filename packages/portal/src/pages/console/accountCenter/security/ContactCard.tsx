// Contact details (/editContact), prefilled from /detail; a refused save keeps the input.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditContact, type UserDetail } from '@chainportal/api';
import { Button, Card, FormField, Input, maskPhone, message } from '@chainportal/ui';
import { ButtonRow, FormColumn } from '../../parts/ConsolePage';

const MOBILE = /^1\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function ContactCard({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation('account');
  const [form, setForm] = useState({
    contactName: detail.contactName,
    contactMobile: '',
    contactEmail: detail.contactEmail,
    company: detail.company,
    address: detail.address,
  });
  const [touched, setTouched] = useState(false);
  const { trigger, isMutating } = useEditContact();
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const errors = {
    contactName: form.contactName.trim() ? undefined : t('contact.nameRequired'),
    contactMobile:
      !form.contactMobile && MOBILE.test(detail.contactMobile)
        ? undefined
        : MOBILE.test(form.contactMobile)
          ? undefined
          : t('mobile.invalid'),
    contactEmail: EMAIL.test(form.contactEmail) ? undefined : t('email.invalid'),
  };
  const shown = (name: keyof typeof errors) => (touched ? errors[name] : undefined);

  const save = async () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    try {
      await trigger({
        contactName: form.contactName.trim(),
        contactMobile: form.contactMobile || detail.contactMobile,
        contactEmail: form.contactEmail.trim(),
        company: form.company.trim() || undefined,
        address: form.address.trim() || undefined,
      });
      message.success(t('contact.saved'));
    } catch {
      // kept
    }
  };

  return (
    <Card title={t('contact.title')} titleLevel={2}>
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField label={t('contact.name')} required error={shown('contactName')}>
          <Input value={form.contactName} onChange={set('contactName')} maxLength={50} />
        </FormField>
        <FormField
          label={t('contact.mobile')}
          required
          hint={
            detail.contactMobile
              ? t('contact.mobileKeep', { mobile: maskPhone(detail.contactMobile) })
              : undefined
          }
          error={shown('contactMobile')}
        >
          <Input value={form.contactMobile} onChange={set('contactMobile')} maxLength={11} inputMode="tel" />
        </FormField>
        <FormField label={t('contact.email')} required error={shown('contactEmail')}>
          <Input value={form.contactEmail} onChange={set('contactEmail')} maxLength={100} type="email" />
        </FormField>
        <FormField label={t('contact.company')}>
          <Input value={form.company} onChange={set('company')} maxLength={100} />
        </FormField>
        <FormField label={t('contact.address')}>
          <Input value={form.address} onChange={set('address')} maxLength={200} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" preventReClick loading={isMutating} disabled={isMutating}>
            {t('common.save')}
          </Button>
        </ButtonRow>
      </FormColumn>
    </Card>
  );
}
