// Real-name authentication: the state from /getAuth, and the form (/auth) while none or rejected.
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { authRequestSchema, authStates, authTypes, useAuthInfo, useSubmitAuth } from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  FormField,
  Input,
  RadioGroupField,
  Skeleton,
  Tag,
  formatDate,
  message,
  useSchemaForm,
  enumLabel,
  isKnown,
} from '@chainportal/ui';
import { typedName } from '../../../../forms/fields';
import { ButtonRow, FormColumn, Hint } from '../../parts/ConsolePage';
import { LoadFailed } from '../../parts/ListControls';
import { UpperCaseInput } from '../../../../forms/inputs';

const { shape } = authRequestSchema;
/** The auth call's own rules; an enterprise also needs its company name and credit code. */
const authForm = z
  .object({
    type: shape.type,
    realName: shape.realName,
    idNumber: shape.idNumber,
    companyName: typedName(z.string().check(z.trim())),
    creditCode: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.type !== 'enterprise') return;
      if (!z.safeParse(shape.companyName, v.companyName).success)
        ctx.addIssue({ code: 'custom', message: 'companyName', path: ['companyName'], input: v.companyName });
      if (!z.safeParse(shape.creditCode, v.creditCode).success)
        ctx.addIssue({ code: 'custom', message: 'creditCode', path: ['creditCode'], input: v.creditCode });
    }),
  );
type AuthForm = z.input<typeof authForm>;
const STATE_COLOR = { none: 'default', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function AuthCard() {
  const { t } = useTranslation('account');
  const { data, error, isLoading, mutate } = useAuthInfo();
  const state = data?.state ?? 'none';
  const { trigger, isMutating } = useSubmitAuth();
  const form = useSchemaForm<AuthForm, z.output<typeof authForm>>({
    schema: authForm,
    defaultValues: { type: 'personal', realName: '', idNumber: '', companyName: '', creditCode: '' },
    messages: {
      realName: t('auth.realNameInvalid'),
      idNumber: t('auth.idNumberInvalid'),
      companyName: t('auth.companyInvalid'),
      creditCode: t('auth.creditCodeInvalid'),
    },
  });
  const enterprise = form.watch('type') === 'enterprise';

  const submit = form.onSubmit(async (values) => {
    await trigger({
      type: values.type,
      realName: values.realName,
      idNumber: values.idNumber.toUpperCase(),
      companyName: enterprise ? values.companyName : undefined,
      creditCode: enterprise ? values.creditCode : undefined,
    });
    message.success(t('auth.submitted'));
  });
  // Registered outside the JSX (field names are not user-visible text), in the order of the form.
  const typeName = 'type';
  const companyField = form.register('companyName');
  const creditField = form.register('creditCode');
  const realNameField = form.register('realName');
  const idField = form.register('idNumber');

  let body;
  if (isLoading) body = <Skeleton />;
  else if (error || !data) body = <LoadFailed onRetry={() => void mutate()} />;
  else if (data.state === 'pending' || data.state === 'approved')
    body = (
      <Descriptions
        columns={2}
        items={[
          {
            key: 'type',
            label: t('auth.type'),
            value: enumLabel(data.type, authTypes, (v) => t(`auth.types.${v}`)),
          },
          { key: 'name', label: t('auth.realName'), value: data.realName ?? '-' },
          { key: 'id', label: t('auth.idNumber'), value: data.idNumber ?? '-' },
          ...(data.companyName
            ? [{ key: 'company', label: t('auth.companyName'), value: data.companyName }]
            : []),
          {
            key: 'submitted',
            label: t('auth.submitTime'),
            value: data.submitTime ? formatDate(data.submitTime) : '-',
          },
        ]}
      />
    );
  else
    body = (
      <FormColumn noValidate onSubmit={(event) => void submit(event)}>
        {data.state === 'rejected' ? (
          <Hint role="alert">{t('auth.rejected', { reason: data.rejectReason ?? '' })}</Hint>
        ) : null}
        <FormField label={t('auth.type')} required>
          <RadioGroupField
            control={form.control}
            name={typeName}
            options={(['personal', 'enterprise'] as const).map((v) => ({
              value: v,
              label: t(`auth.types.${v}`),
            }))}
          />
        </FormField>
        {enterprise ? (
          <>
            <FormField label={t('auth.companyName')} required error={form.errorOf('companyName')}>
              <Input {...companyField} maxLength={100} />
            </FormField>
            <FormField label={t('auth.creditCode')} required error={form.errorOf('creditCode')}>
              <UpperCaseInput {...creditField} maxLength={18} />
            </FormField>
          </>
        ) : null}
        <FormField
          label={enterprise ? t('auth.legalName') : t('auth.realName')}
          required
          error={form.errorOf('realName')}
        >
          <Input {...realNameField} maxLength={50} />
        </FormField>
        <FormField label={t('auth.idNumber')} required error={form.errorOf('idNumber')}>
          <Input {...idField} maxLength={18} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" locked={form.locked} loading={isMutating}>
            {t('auth.submit')}
          </Button>
        </ButtonRow>
      </FormColumn>
    );

  return (
    <Card
      title={t('auth.title')}
      titleLevel={2}
      extra={
        data ? (
          // A missing state is 'none' (not verified); one the portal does not know shows as it came.
          <Tag color={isKnown(state, authStates) ? STATE_COLOR[state] : 'default'}>
            {enumLabel(state, authStates, (v) => t(`auth.states.${v}`))}
          </Tag>
        ) : null
      }
    >
      {body}
    </Card>
  );
}
