import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { partnerKind, useApplyForPartnership, type PartnerKind } from '@chainportal/api';
import { Button, FormField, Input, media, Select, SiteIcon, Textarea } from '@chainportal/ui';
import { isEmail, mobileError } from '../account/accountSchemas';
import { useSimpleForm, type FormErrors } from '../parts/useSimpleForm';

const E = {
  company: 'public:channel.errors.company',
  contactName: 'public:channel.errors.contactName',
  mobile: 'public:channel.errors.mobile',
  email: 'public:channel.errors.email',
  region: 'public:channel.errors.region',
  introduction: 'public:channel.errors.introduction',
} as const;

const INTRO_MAX = 500;

interface Values extends Record<string, string> {
  kind: PartnerKind;
  company: string;
  contactName: string;
  mobile: string;
  email: string;
  region: string;
  introduction: string;
}

const EMPTY: Values = {
  kind: 'reseller',
  company: '',
  contactName: '',
  mobile: '',
  email: '',
  region: '',
  introduction: '',
};

const within = (value: string, min: number, max: number) => {
  const n = value.trim().length;
  return n >= min && n <= max;
};

/** The rules of partnerApply.create (decision 0015). */
function validate(v: Values): FormErrors<Values> {
  return {
    company: within(v.company, 2, 100) ? undefined : E.company,
    contactName: within(v.contactName, 1, 50) ? undefined : E.contactName,
    mobile: mobileError(v.mobile) && E.mobile,
    email: isEmail(v.email) && v.email.length <= 100 ? undefined : E.email,
    region: within(v.region, 1, 50) ? undefined : E.region,
    introduction: within(v.introduction, 1, INTRO_MAX) ? undefined : E.introduction,
  };
}

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--cp-space-md) var(--cp-space-lg);
  & > [data-wide] {
    grid-column: 1 / -1;
  }
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Done = styled.p`
  display: flex;
  gap: var(--cp-space-sm);
  align-items: center;
  margin: 0;
  padding: var(--cp-space-sm) var(--cp-space-md);
  border: 1px solid var(--cp-success);
  border-radius: var(--cp-radius-md);
  background: var(--cp-success-bg);
  color: var(--cp-text);
`;

/** The channel-cooperation application (partnerApply.create, decision 0015). A failure keeps the form. */
export function PartnerApplyForm() {
  const { t } = useTranslation(['public', 'portal']);
  const apply = useApplyForPartnership();
  const [receipt, setReceipt] = useState<string | null>(null);
  const form = useSimpleForm(EMPTY, validate);
  const error = (key: string | undefined) => (key ? t(key as (typeof E)[keyof typeof E]) : undefined);

  const submit = form.handleSubmit(async (values) => {
    setReceipt(null);
    try {
      const result = await apply.trigger({
        ...values,
        company: values.company.trim(),
        contactName: values.contactName.trim(),
        mobile: values.mobile.trim(),
        email: values.email.trim(),
        region: values.region.trim(),
        introduction: values.introduction.trim(),
      });
      setReceipt(result.applicationNo);
      form.reset();
    } catch {
      // The api client showed why; everything typed stays for another try.
    }
  });

  // Bound outside the JSX: field names are not user-visible text.
  const companyField = form.bind('company');
  const contactNameField = form.bind('contactName');
  const emailField = form.bind('email');
  const introductionField = form.bind('introduction');
  const mobileField = form.bind('mobile');
  const regionField = form.bind('region');
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('public:channel.formTitle')}>
      <div data-wide="">
        <FormField label={t('public:channel.kind')} required>
          <Select
            value={form.values.kind}
            onValueChange={(value) => form.set('kind', partnerKind.parse(value))}
            options={partnerKind.options.map((kind) => ({
              value: kind,
              label: t(`public:channel.kinds.${kind}`),
            }))}
          />
        </FormField>
      </div>
      <FormField label={t('public:channel.company')} required error={error(form.errors.company)}>
        <Input autoComplete="organization" maxLength={100} {...companyField} />
      </FormField>
      <FormField label={t('public:channel.contactName')} required error={error(form.errors.contactName)}>
        <Input autoComplete="name" maxLength={50} {...contactNameField} />
      </FormField>
      <FormField label={t('public:channel.mobile')} required error={error(form.errors.mobile)}>
        <Input type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} {...mobileField} />
      </FormField>
      <FormField label={t('public:channel.email')} required error={error(form.errors.email)}>
        <Input type="email" autoComplete="email" maxLength={100} {...emailField} />
      </FormField>
      <FormField label={t('public:channel.region')} required error={error(form.errors.region)}>
        <Input autoComplete="address-level1" maxLength={50} {...regionField} />
      </FormField>
      <div data-wide="">
        <FormField label={t('public:channel.introduction')} required error={error(form.errors.introduction)}>
          <Textarea rows={4} showCount maxLength={INTRO_MAX} {...introductionField} />
        </FormField>
      </div>
      <div data-wide="" role="status">
        {receipt && (
          <Done>
            <SiteIcon icon={CircleCheck} size={16} />
            {t('public:channel.success', { no: receipt })}
          </Done>
        )}
      </div>
      <div data-wide="">
        <Button type="submit" variant="primary" loading={form.busy} preventReClick>
          {t('public:channel.submit')}
        </Button>
      </div>
    </Form>
  );
}
