// Real-name authentication: the state from /getAuth, and the form (/auth) while none or rejected.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthInfo, useSubmitAuth } from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  FormField,
  Input,
  RadioGroup,
  Skeleton,
  Tag,
  formatDate,
  message,
} from '@chainportal/ui';
import { ButtonRow, FormColumn, Hint } from '../../parts/ConsolePage';
import { LoadFailed } from '../../parts/ListControls';

const ID = /^\d{17}[\dXx]$/;
const CREDIT = /^[0-9A-HJ-NPQRTUWXY]{18}$/;
const STATE_COLOR = { none: 'default', pending: 'warning', approved: 'success', rejected: 'danger' } as const;

export function AuthCard() {
  const { t } = useTranslation('account');
  const { data, error, isLoading, mutate } = useAuthInfo();
  const { trigger, isMutating } = useSubmitAuth();
  const [form, setForm] = useState({
    type: 'personal',
    realName: '',
    idNumber: '',
    companyName: '',
    creditCode: '',
  });
  const [touched, setTouched] = useState(false);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const enterprise = form.type === 'enterprise';
  const errors = {
    realName: form.realName.trim().length >= 2 ? undefined : t('auth.realNameInvalid'),
    idNumber: ID.test(form.idNumber) ? undefined : t('auth.idNumberInvalid'),
    companyName: !enterprise || form.companyName.trim().length >= 2 ? undefined : t('auth.companyInvalid'),
    creditCode: !enterprise || CREDIT.test(form.creditCode) ? undefined : t('auth.creditCodeInvalid'),
  };
  const shown = (name: keyof typeof errors) => (touched ? errors[name] : undefined);

  const submit = async () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    try {
      await trigger({
        type: form.type as 'personal' | 'enterprise',
        realName: form.realName.trim(),
        idNumber: form.idNumber.toUpperCase(),
        companyName: enterprise ? form.companyName.trim() : undefined,
        creditCode: enterprise ? form.creditCode : undefined,
      });
      message.success(t('auth.submitted'));
    } catch {
      // kept
    }
  };

  let body;
  if (isLoading) body = <Skeleton />;
  else if (error || !data) body = <LoadFailed onRetry={() => void mutate()} />;
  else if (data.state === 'pending' || data.state === 'approved')
    body = (
      <Descriptions
        columns={2}
        items={[
          { key: 'type', label: t('auth.type'), value: data.type ? t(`auth.types.${data.type}`) : '-' },
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
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {data.state === 'rejected' ? (
          <Hint role="alert">{t('auth.rejected', { reason: data.rejectReason ?? '' })}</Hint>
        ) : null}
        <FormField label={t('auth.type')} required>
          <RadioGroup
            value={form.type}
            onValueChange={(type) => setForm((f) => ({ ...f, type }))}
            options={(['personal', 'enterprise'] as const).map((v) => ({
              value: v,
              label: t(`auth.types.${v}`),
            }))}
          />
        </FormField>
        {enterprise ? (
          <>
            <FormField label={t('auth.companyName')} required error={shown('companyName')}>
              <Input value={form.companyName} onChange={set('companyName')} maxLength={100} />
            </FormField>
            <FormField label={t('auth.creditCode')} required error={shown('creditCode')}>
              <Input
                value={form.creditCode}
                onChange={(e) => setForm((f) => ({ ...f, creditCode: e.target.value.toUpperCase() }))}
                maxLength={18}
              />
            </FormField>
          </>
        ) : null}
        <FormField
          label={enterprise ? t('auth.legalName') : t('auth.realName')}
          required
          error={shown('realName')}
        >
          <Input value={form.realName} onChange={set('realName')} maxLength={50} />
        </FormField>
        <FormField label={t('auth.idNumber')} required error={shown('idNumber')}>
          <Input value={form.idNumber} onChange={set('idNumber')} maxLength={18} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" preventReClick loading={isMutating} disabled={isMutating}>
            {t('auth.submit')}
          </Button>
        </ButtonRow>
      </FormColumn>
    );

  return (
    <Card
      title={t('auth.title')}
      titleLevel={2}
      extra={data ? <Tag color={STATE_COLOR[data.state]}>{t(`auth.states.${data.state}`)}</Tag> : null}
    >
      {body}
    </Card>
  );
}
