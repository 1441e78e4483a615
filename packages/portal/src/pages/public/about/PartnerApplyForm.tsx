import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as z from 'zod/mini';
import {
  partnerApplyRequest,
  partnerKind,
  useApplyForPartnership,
  type PartnerApplyRequest,
} from '@chainportal/api';
import {
  Button,
  FormField,
  Input,
  media,
  Select,
  SiteIcon,
  Textarea,
  useSchemaForm,
  FieldController,
} from '@chainportal/ui';
import { EmailInput, MobileInput } from '../../../forms/inputs';
import { typedName } from '../../../forms/fields';

const E = {
  company: 'public:channel.errors.company',
  contactName: 'public:channel.errors.contactName',
  mobile: 'public:channel.errors.mobile',
  email: 'public:channel.errors.email',
  region: 'public:channel.errors.region',
  introduction: 'public:channel.errors.introduction',
} as const;

const INTRO_MAX = 500;

/** partnerApply.create's own rules; the company name with ordinary parentheses. */
const partnerForm = z.object({
  ...partnerApplyRequest.shape,
  company: typedName(partnerApplyRequest.shape.company),
});

const EMPTY: PartnerApplyRequest = {
  kind: 'reseller',
  company: '',
  contactName: '',
  mobile: '',
  email: '',
  region: '',
  introduction: '',
};

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
  // The rules are partnerApply.create's own (decision 0015); each field has one message.
  const form = useSchemaForm<PartnerApplyRequest, PartnerApplyRequest>({
    schema: partnerForm,
    defaultValues: EMPTY,
    messages: {
      company: t(E.company),
      contactName: t(E.contactName),
      mobile: t(E.mobile),
      email: t(E.email),
      region: t(E.region),
      introduction: t(E.introduction),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setReceipt(null);
    const result = await apply.trigger(values);
    setReceipt(result.applicationNo ?? String(result.id));
    form.reset(EMPTY);
  });

  // Registered outside the JSX (field names are not user-visible text), in the order of the page:
  // a refused submit focuses the first invalid one in this order.
  const companyField = form.register('company');
  const contactNameField = form.register('contactName');
  const mobileField = form.register('mobile');
  const emailField = form.register('email');
  const regionField = form.register('region');
  const introductionField = form.register('introduction');
  const kindName = 'kind';
  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('public:channel.formTitle')}>
      <div data-wide="">
        <FormField label={t('public:channel.kind')} required>
          <FieldController
            control={form.control}
            name={kindName}
            render={({ field }) => (
              <Select
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onValueChange={(value) => field.onChange(partnerKind.parse(value))}
                options={partnerKind.options.map((kind) => ({
                  value: kind,
                  label: t(`public:channel.kinds.${kind}`),
                }))}
              />
            )}
          />
        </FormField>
      </div>
      <FormField label={t('public:channel.company')} required error={form.errorOf('company')}>
        <Input autoComplete="organization" maxLength={100} {...companyField} />
      </FormField>
      <FormField label={t('public:channel.contactName')} required error={form.errorOf('contactName')}>
        <Input autoComplete="name" maxLength={50} {...contactNameField} />
      </FormField>
      <FormField label={t('public:channel.mobile')} required error={form.errorOf('mobile')}>
        <MobileInput {...mobileField} />
      </FormField>
      <FormField label={t('public:channel.email')} required error={form.errorOf('email')}>
        <EmailInput {...emailField} />
      </FormField>
      <FormField label={t('public:channel.region')} required error={form.errorOf('region')}>
        <Input autoComplete="address-level1" maxLength={50} {...regionField} />
      </FormField>
      <div data-wide="">
        <FormField label={t('public:channel.introduction')} required error={form.errorOf('introduction')}>
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
        <Button type="submit" variant="primary" loading={form.sending} locked={form.locked}>
          {t('public:channel.submit')}
        </Button>
      </div>
    </Form>
  );
}
