// /costCenter/overview/recharge: amount and method, then a result page. Online methods credit the
// balance at once; a bank transfer stays pending (decision 0005).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { rechargeRequest, useRecharge, type RechargeMethod, type RechargeRecord } from '@chainportal/api';
import {
  Button,
  FormField,
  Input,
  RadioGroupField,
  Result,
  Textarea,
  useSchemaForm,
  useMoney,
} from '@chainportal/ui';
import { ButtonRow, ConsolePage, FormColumn } from '../../parts/ConsolePage';
import { typedYuan } from '../../parts/money';

const METHODS: readonly RechargeMethod[] = ['alipay', 'wechat', 'bank_transfer'];

/** The recharge call's own rules, over what is typed. */
const rechargeForm = z.object({
  amount: z.pipe(z.pipe(z.string(), z.transform(typedYuan)), rechargeRequest.shape.amount),
  method: rechargeRequest.shape.method,
  remark: z.string().check(z.trim(), z.maxLength(200)),
});

export default function RechargePage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [result, setResult] = useState<RechargeRecord | null>(null);
  const { trigger, isMutating } = useRecharge();
  const form = useSchemaForm<z.input<typeof rechargeForm>, z.output<typeof rechargeForm>>({
    schema: rechargeForm,
    defaultValues: { amount: params.get('amount') ?? '', method: 'alipay', remark: '' },
    messages: { amount: t('recharge.amountInvalid') },
  });

  // A refusal keeps what was typed; the api client showed why.
  const submit = form.onSubmit(async ({ amount, method, remark }) => {
    setResult(await trigger({ amount, method, remark: remark || undefined }));
  });
  // Registered outside the JSX: field names are not user-visible text.
  const amountField = form.register('amount');
  const methodName = 'method';
  const remarkField = form.register('remark');

  if (result) {
    const pending = result.status === 'pending';
    return (
      <ConsolePage title={t('recharge.title')}>
        <Result
          status={pending ? 'info' : 'success'}
          headingLevel="h2"
          title={pending ? t('recharge.pendingTitle') : t('recharge.successTitle')}
          subtitle={t(pending ? 'recharge.pendingBody' : 'recharge.successBody', {
            amount: money(result.amount),
            serialNo: result.serialNo,
          })}
          extra={
            <ButtonRow>
              <Button variant="primary" onClick={() => void navigate('/costCenter/overview')}>
                {t('recharge.toOverview')}
              </Button>
              <Button
                onClick={() => {
                  setResult(null);
                  form.reset({ ...form.getValues(), amount: '' });
                }}
              >
                {t('recharge.again')}
              </Button>
            </ButtonRow>
          }
        />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage title={t('recharge.title')}>
      <FormColumn noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          label={t('recharge.amount')}
          required
          hint={t('recharge.amountHint')}
          error={form.errorOf('amount')}
        >
          <Input {...amountField} inputMode="decimal" autoComplete="off" prefix="¥" />
        </FormField>
        <FormField label={t('recharge.method')} required>
          <RadioGroupField
            control={form.control}
            name={methodName}
            options={METHODS.map((m) => ({ value: m, label: t(`recharge.methods.${m}`) }))}
          />
        </FormField>
        <FormField label={t('common.remark')}>
          <Textarea {...remarkField} maxLength={200} rows={2} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" locked={form.locked} loading={isMutating}>
            {t('recharge.submit')}
          </Button>
          <Button onClick={() => void navigate('/costCenter/overview')}>{t('common.back')}</Button>
        </ButtonRow>
      </FormColumn>
    </ConsolePage>
  );
}
