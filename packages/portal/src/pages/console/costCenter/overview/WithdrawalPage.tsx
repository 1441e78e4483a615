// /costCenter/overview/withdrawal: withdraw part of the available balance to a bank account. The
// account can be taken from a bound invoice title (docs/decisions/0024-withdrawal-account-and-money-in-the-console.md); the
// amount is checked against the available balance before sending, and confirmed.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { useAccountOverview, useInvoiceTitles, useWithdraw, withdrawalRequest } from '@chainportal/api';
import { FormField, Input, Select, Textarea, useSchemaForm, joinText, useMoney } from '@chainportal/ui';
import { ConsolePage, FormColumn } from '../../parts/ConsolePage';
import { toCents, typedYuan } from '../../parts/money';
import { ConfirmedSubmit, useConfirmStep } from './ConfirmDialog';

const { shape } = withdrawalRequest;
const EXCEEDS = 'exceeds';

/** The withdrawal call's own rules over what is typed, and no more than the available balance. */
function withdrawalForm(availableCents: number) {
  return z.object({
    amount: z.pipe(
      z.pipe(z.string(), z.transform(typedYuan)),
      shape.amount.check(z.refine((yuan) => toCents(yuan) <= availableCents, EXCEEDS)),
    ),
    bankName: shape.bankName,
    bankAccount: shape.bankAccount,
    accountName: shape.accountName,
    remark: z.string().check(z.trim(), z.maxLength(200)),
  });
}
type WithdrawalForm = z.input<ReturnType<typeof withdrawalForm>>;

export default function WithdrawalPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const { data: overview } = useAccountOverview();
  const { data: titles } = useInvoiceTitles();
  const { trigger, isMutating } = useWithdraw();
  const available = overview ? toCents(overview.available) : 0;
  const schema = useMemo(() => withdrawalForm(available), [available]);
  const form = useSchemaForm<WithdrawalForm, z.output<ReturnType<typeof withdrawalForm>>>({
    schema,
    defaultValues: { amount: '', bankName: '', bankAccount: '', accountName: '', remark: '' },
    messages: {
      bankName: t('common.required'),
      bankAccount: t('withdrawal.bankAccountInvalid'),
      accountName: t('common.required'),
    },
    // The amount: over the balance, or not an amount the call accepts.
    translate: (issue) => (issue === EXCEEDS ? t('withdrawal.exceeds') : t('recharge.amountInvalid')),
  });
  const bound = (titles ?? []).filter((title) => z.safeParse(shape.bankAccount, title.bankAccount).success);
  const values = form.watch();
  const typed = typedYuan(values.amount);

  const confirm = useConfirmStep(async () => {
    const parsed = z.safeParse(schema, form.getValues());
    if (!parsed.success) return undefined;
    const { amount, remark, ...account } = parsed.data;
    await trigger({ amount, ...account, remark: remark || undefined });
    return t('withdrawal.done', { amount: money(amount) });
  }, isMutating);
  // A valid form asks for a confirmation; the confirmation sends.
  const ask = form.onSubmit(confirm.ask);
  // Registered outside the JSX (field names are not user-visible text), in the order of the page.
  const amountField = form.register('amount');
  const bankNameField = form.register('bankName');
  const bankAccountField = form.register('bankAccount');
  const accountNameField = form.register('accountName');
  const remarkField = form.register('remark');

  return (
    <ConsolePage title={t('withdrawal.title')}>
      <FormColumn noValidate onSubmit={(event) => void ask(event)}>
        {bound.length ? (
          <FormField label={t('withdrawal.fromTitle')}>
            <Select
              placeholder={t('withdrawal.fromTitle')}
              onValueChange={(id) => {
                const title = bound.find((b) => String(b.id) === id);
                if (!title) return;
                const touched = { shouldValidate: form.formState.isSubmitted };
                form.setValue('bankName', title.bankName ?? '', touched);
                form.setValue('bankAccount', title.bankAccount ?? '', touched);
                form.setValue('accountName', title.name ?? '', touched);
              }}
              options={bound.map((b) => ({
                value: String(b.id),
                label: joinText([b.name, b.bankName], ' · '),
              }))}
            />
          </FormField>
        ) : null}
        <FormField
          label={t('withdrawal.amount')}
          required
          hint={t('withdrawal.availableHint', { amount: money(overview?.available) })}
          error={form.errorOf('amount')}
        >
          <Input {...amountField} inputMode="decimal" autoComplete="off" prefix="¥" />
        </FormField>
        <FormField label={t('withdrawal.bankName')} required error={form.errorOf('bankName')}>
          <Input {...bankNameField} maxLength={50} />
        </FormField>
        <FormField label={t('withdrawal.bankAccount')} required error={form.errorOf('bankAccount')}>
          <Input {...bankAccountField} inputMode="numeric" maxLength={19} />
        </FormField>
        <FormField label={t('withdrawal.accountName')} required error={form.errorOf('accountName')}>
          <Input {...accountNameField} maxLength={50} />
        </FormField>
        <FormField label={t('common.remark')}>
          <Textarea {...remarkField} maxLength={200} rows={2} />
        </FormField>
        <ConfirmedSubmit
          {...confirm.dialog}
          title={t('withdrawal.title')}
          submitText={t('withdrawal.submit')}
        >
          {t('withdrawal.confirm', {
            amount: money(Number.isNaN(typed) ? null : typed),
            bank: values.bankName,
            account: `****${values.bankAccount.slice(-4)}`,
          })}
        </ConfirmedSubmit>
      </FormColumn>
    </ConsolePage>
  );
}
