// /costCenter/overview/recharge: amount and method, then a result page. Online methods credit the
// balance at once; a bank transfer stays pending (decision 0005).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useRecharge, type RechargeMethod, type RechargeRecord } from '@chainportal/api';
import { Button, FormField, Input, RadioGroup, Result, Textarea } from '@chainportal/ui';
import { ButtonRow, ConsolePage, FormColumn } from '../../parts/ConsolePage';
import { parseAmountCents, toYuan, useMoney } from '../../parts/money';

const METHODS: readonly RechargeMethod[] = ['alipay', 'wechat', 'bank_transfer'];
const MAX_CENTS = 100_000_000;

export default function RechargePage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [amount, setAmount] = useState(params.get('amount') ?? '');
  const [method, setMethod] = useState<RechargeMethod>('alipay');
  const [remark, setRemark] = useState('');
  const [touched, setTouched] = useState(false);
  const [result, setResult] = useState<RechargeRecord | null>(null);
  const { trigger, isMutating } = useRecharge();
  const lock = useRef(false);

  const cents = parseAmountCents(amount);
  const invalid = cents === null || cents < 1 || cents > MAX_CENTS;

  const submit = async () => {
    setTouched(true);
    if (invalid || lock.current) return;
    lock.current = true;
    try {
      setResult(await trigger({ amount: toYuan(cents), method, remark: remark.trim() || undefined }));
    } catch {
      // the api client showed why; the form keeps what was typed
    } finally {
      lock.current = false;
    }
  };

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
                  setAmount('');
                  setTouched(false);
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
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormField
          label={t('recharge.amount')}
          required
          hint={t('recharge.amountHint')}
          error={touched && invalid ? t('recharge.amountInvalid') : undefined}
        >
          <Input
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
            autoComplete="off"
            prefix="¥"
          />
        </FormField>
        <FormField label={t('recharge.method')} required>
          <RadioGroup
            value={method}
            onValueChange={(value) => setMethod(value as RechargeMethod)}
            options={METHODS.map((m) => ({ value: m, label: t(`recharge.methods.${m}`) }))}
          />
        </FormField>
        <FormField label={t('common.remark')}>
          <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} rows={2} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary" preventReClick loading={isMutating} disabled={isMutating}>
            {t('recharge.submit')}
          </Button>
          <Button onClick={() => void navigate('/costCenter/overview')}>{t('common.back')}</Button>
        </ButtonRow>
      </FormColumn>
    </ConsolePage>
  );
}
