// Contact details (/editContact), prefilled from /detail; a refused save keeps the input.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { contactSchema, isMobile, useEditContact, type UserDetail } from '@chainportal/api';
import { Button, Card, FormField, Input, maskPhone, message, useSchemaForm } from '@chainportal/ui';
import { typedName } from '../../../../forms/fields';
import { ButtonRow, FormColumn } from '../../parts/ConsolePage';

const { shape } = contactSchema;

/** editContact's own rules; the mobile may stay empty to keep a valid current one. */
function contactForm(currentMobile: string) {
  return z.object({
    contactName: shape.contactName,
    contactMobile: isMobile(currentMobile)
      ? z.union([z.literal(''), shape.contactMobile])
      : shape.contactMobile,
    contactEmail: z.pipe(z.string().check(z.trim()), shape.contactEmail),
    company: typedName(z.string().check(z.trim(), z.maxLength(100))),
    address: z.string().check(z.trim(), z.maxLength(200)),
  });
}
type ContactForm = z.input<ReturnType<typeof contactForm>>;

export function ContactCard({ detail }: { detail: UserDetail }) {
  const { t } = useTranslation('account');
  const { trigger, isMutating } = useEditContact();
  const schema = useMemo(() => contactForm(detail.contactMobile ?? ''), [detail.contactMobile]);
  const form = useSchemaForm<ContactForm>({
    schema,
    defaultValues: {
      contactName: detail.contactName ?? '',
      contactMobile: '',
      contactEmail: detail.contactEmail ?? '',
      company: detail.company ?? '',
      address: detail.address ?? '',
    },
    messages: {
      contactName: t('contact.nameRequired'),
      contactMobile: t('mobile.invalid'),
      contactEmail: t('email.invalid'),
    },
  });

  const save = form.onSubmit(async (values) => {
    await trigger({
      contactName: values.contactName,
      contactMobile: values.contactMobile || detail.contactMobile || '',
      contactEmail: values.contactEmail,
      company: values.company || undefined,
      address: values.address || undefined,
    });
    message.success(t('contact.saved'));
  });
  // Registered outside the JSX (field names are not user-visible text), in the order of the card.
  const nameField = form.register('contactName');
  const mobileField = form.register('contactMobile');
  const emailField = form.register('contactEmail');
  const companyField = form.register('company');
  const addressField = form.register('address');

  return (
    <Card title={t('contact.title')} titleLevel={2}>
      <FormColumn noValidate onSubmit={(event) => void save(event)}>
        <FormField label={t('contact.name')} required error={form.errorOf('contactName')}>
          <Input {...nameField} maxLength={50} />
        </FormField>
        <FormField
          label={t('contact.mobile')}
          required
          hint={
            detail.contactMobile
              ? t('contact.mobileKeep', { mobile: maskPhone(detail.contactMobile) })
              : undefined
          }
          error={form.errorOf('contactMobile')}
        >
          <Input {...mobileField} maxLength={11} inputMode="tel" />
        </FormField>
        <FormField label={t('contact.email')} required error={form.errorOf('contactEmail')}>
          <Input {...emailField} maxLength={100} type="email" />
        </FormField>
        <FormField label={t('contact.company')}>
          <Input {...companyField} maxLength={100} />
        </FormField>
        <FormField label={t('contact.address')}>
          <Input {...addressField} maxLength={200} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" locked={form.locked} loading={isMutating}>
            {t('common.save')}
          </Button>
        </ButtonRow>
      </FormColumn>
    </Card>
  );
}
