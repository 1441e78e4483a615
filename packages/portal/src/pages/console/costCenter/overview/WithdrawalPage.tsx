// /costCenter/overview/withdrawal: withdraw part of the available balance to a bank account. The
// account can be taken from a bound invoice title (docs/decisions/0024-withdrawal-account-and-money-in-the-console.md); the
// amount is checked against the available balance before sending, and confirmed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAccountOverview, useInvoiceTitles, useWithdraw } from '@chainportal/api';
import { Button, FormField, Input, Select, Textarea, message } from '@chainportal/ui';
import { ButtonRow, ConsolePage, FormColumn } from '../../parts/ConsolePage';
import { parseAmountCents, toCents, toYuan, useMoney } from '../../parts/money';
import { ConfirmDialog } from './ConfirmDialog';

const ACCOUNT = /^\d{12,19}$/;

export default function WithdrawalPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const { data: overview } = useAccountOverview();
  const { data: titles } = useInvoiceTitles();
  const { trigger, isMutating } = useWithdraw();
  const [form, setForm] = useState({
    amount: '',
    bankName: '',
    bankAccount: '',
    accountName: '',
    remark: '',
  });
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const set = (name: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));

  const cents = parseAmountCents(form.amount);
  const available = overview ? toCents(overview.available) : 0;
  const amountError =
    cents === null || cents < 1
      ? t('recharge.amountInvalid')
      : cents > available
        ? t('withdrawal.exceeds')
        : undefined;
  const errors = {
    amount: amountError,
    bankName: form.bankName.trim() ? undefined : t('common.required'),
    bankAccount: ACCOUNT.test(form.bankAccount) ? undefined : t('withdrawal.bankAccountInvalid'),
    accountName: form.accountName.trim() ? undefined : t('common.required'),
  };
  const valid = !Object.values(errors).some(Boolean);
  const bound = (titles ?? []).filter((title) => ACCOUNT.test(title.bankAccount));

  const submit = async () => {
    if (cents === null) return;
    try {
      await trigger({
        amount: toYuan(cents),
        bankName: form.bankName.trim(),
        bankAccount: form.bankAccount,
        accountName: form.accountName.trim(),
        remark: form.remark.trim() || undefined,
      });
      message.success(t('withdrawal.done', { amount: money(toYuan(cents)) }));
      void navigate('/costCenter/overview');
    } catch {
      setConfirming(false);
    }
  };

  return (
    <ConsolePage title={t('withdrawal.title')}>
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (valid) setConfirming(true);
        }}
      >
        {bound.length ? (
          <FormField label={t('withdrawal.fromTitle')}>
            <Select
              placeholder={t('withdrawal.fromTitle')}
              onValueChange={(id) => {
                const title = bound.find((b) => String(b.id) === id);
                if (title)
                  setForm((f) => ({
                    ...f,
                    bankName: title.bankName,
                    bankAccount: title.bankAccount,
                    accountName: title.name,
                  }));
              }}
              options={bound.map((b) => ({ value: String(b.id), label: `${b.name} · ${b.bankName}` }))}
            />
          </FormField>
        ) : null}
        <FormField
          label={t('withdrawal.amount')}
          required
          hint={t('withdrawal.availableHint', { amount: money(overview?.available) })}
          error={touched ? errors.amount : undefined}
        >
          <Input
            value={form.amount}
            onChange={set('amount')}
            inputMode="decimal"
            autoComplete="off"
            prefix="¥"
          />
        </FormField>
        <FormField label={t('withdrawal.bankName')} required error={touched ? errors.bankName : undefined}>
          <Input value={form.bankName} onChange={set('bankName')} maxLength={50} />
        </FormField>
        <FormField
          label={t('withdrawal.bankAccount')}
          required
          error={touched ? errors.bankAccount : undefined}
        >
          <Input value={form.bankAccount} onChange={set('bankAccount')} inputMode="numeric" maxLength={19} />
        </FormField>
        <FormField
          label={t('withdrawal.accountName')}
          required
          error={touched ? errors.accountName : undefined}
        >
          <Input value={form.accountName} onChange={set('accountName')} maxLength={50} />
        </FormField>
        <FormField label={t('common.remark')}>
          <Textarea value={form.remark} onChange={set('remark')} maxLength={200} rows={2} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary">
            {t('withdrawal.submit')}
          </Button>
          <Button onClick={() => void navigate('/costCenter/overview')}>{t('common.back')}</Button>
        </ButtonRow>
      </FormColumn>
      <ConfirmDialog
        open={confirming}
        title={t('withdrawal.title')}
        confirmText={t('withdrawal.submit')}
        busy={isMutating}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      >
        {t('withdrawal.confirm', {
          amount: money(cents === null ? null : toYuan(cents)),
          bank: form.bankName,
          account: `****${form.bankAccount.slice(-4)}`,
        })}
      </ConfirmDialog>
    </ConsolePage>
  );
}
