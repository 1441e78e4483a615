// /costCenter/invoicesMGT/applyInvoices: in steps — paid orders not invoiced yet, a title, delivery
// (electronic, or paper to an address), confirm. Orders the server refuses (code 21002) are explained
// and dropped from the choice. What the steps chose and the remark are one form (useSchemaForm), so
// they come back after the session ended and the user signed in again (decision 0094).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import {
  applyInvoiceRequest,
  isNotInvoiceable,
  listOrders,
  useApiClient,
  useApplyInvoice,
  useInvoiceTitles,
  useMailingAddresses,
} from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  FormField,
  Steps,
  Textarea,
  message,
  useSchemaForm,
} from '@chainportal/ui';
import { ButtonRow, ConsolePage, Hint } from '../../parts/ConsolePage';
import { fetchAll } from '../../parts/fetchAll';
import { sumYuan, useMoney } from '../../parts/money';
import {
  addressText,
  DeliveryStep,
  OrdersStep,
  TitleStep,
  titleDetails,
  type Choice,
  type ChosenOrder,
} from './ApplySteps';

const STEPS = ['orders', 'title', 'address', 'confirm'] as const;

const { shape } = applyInvoiceRequest;
/** The application as it is being made: the steps' choices (checked by each step) and the remark. */
const applyForm = z.object({
  orders: z.array(z.custom<ChosenOrder>()),
  titleId: z.nullable(z.number()),
  type: shape.type,
  medium: shape.medium,
  addressId: z.nullable(z.number()),
  remark: z.string().check(z.maxLength(200)),
});
type ApplyForm = z.input<typeof applyForm>;
const EMPTY: ApplyForm = {
  orders: [],
  titleId: null,
  type: 'normal',
  medium: 'electronic',
  addressId: null,
  remark: '',
};

export default function ApplyInvoicesPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const client = useApiClient();
  const { trigger, isMutating } = useApplyInvoice();
  const [step, setStep] = useState(0);
  const form = useSchemaForm<ApplyForm>({ schema: applyForm, defaultValues: EMPTY });
  const { setValue } = form;
  const values = form.watch();
  // Asked for from the step that shows them on, as the steps themselves do (one answer, shared).
  const titles = useInvoiceTitles(step >= 1 ? undefined : null);
  const addresses = useMailingAddresses(step >= 2 ? undefined : null);
  const choice: Choice = {
    titleId: values.titleId,
    type: values.type,
    medium: values.medium,
    addressId: values.addressId,
    ...titleDetails(
      titles.data?.find((x) => x.id === values.titleId),
      values.type,
      t,
    ),
    addressText: addressText(addresses.data?.find((x) => x.id === values.addressId)),
  };
  const setChoice = (next: Choice) => {
    setValue('titleId', next.titleId, { shouldDirty: true });
    setValue('type', next.type, { shouldDirty: true });
    setValue('medium', next.medium, { shouldDirty: true });
    setValue('addressId', next.addressId, { shouldDirty: true });
  };
  const orders = new Map(values.orders.map((o) => [o.id, o]));
  const setOrders = (next: Map<number, ChosenOrder>) =>
    setValue('orders', [...next.values()], { shouldDirty: true });
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const lock = useRef(false);
  const chosen = values.orders;
  const total = sumYuan(chosen.map((o) => o.amount ?? 0));

  const canNext = [
    chosen.length > 0,
    choice.titleId !== null && !choice.titleProblem,
    choice.medium === 'electronic' || choice.addressId !== null,
    true,
  ];
  const stepProblem = [
    t('apply.pickOrders'),
    choice.titleProblem ?? t('apply.chooseTitle'),
    t('apply.pickAddress'),
    '',
  ];

  // The application came back after a sign-in (decision 0094): on at the first step it misses, else
  // at confirm; once, when the draft comes back.
  const [resumed, setResumed] = useState(false);
  if (form.restored && !resumed) {
    setResumed(true);
    const missing = canNext.findIndex((ok) => !ok);
    setStep(missing < 0 ? STEPS.length - 1 : missing);
  }

  const next = () => {
    if (!canNext[step]) {
      setProblem(stepProblem[step] ?? null);
      return;
    }
    setProblem(null);
    setStep((s) => s + 1);
  };

  const submit = async () => {
    if (lock.current || choice.titleId === null) return;
    lock.current = true;
    try {
      const remark = form.getValues('remark').trim();
      const invoice = await trigger({
        orderIds: chosen.map((o) => o.id),
        titleId: choice.titleId,
        type: choice.type,
        medium: choice.medium,
        addressId: choice.medium === 'paper' ? (choice.addressId ?? undefined) : undefined,
        remark: remark || undefined,
      });
      form.reset(EMPTY);
      message.success(t('apply.done', { invoiceNo: invoice.invoiceNo }));
      void navigate(`/costCenter/invoicesMGT/invoicesMGTdetail?id=${invoice.id}`);
    } catch (error) {
      if (isNotInvoiceable(error)) {
        const still = new Set((await fetchAll(client, listOrders, { invoiceable: true })).map((o) => o.id));
        setValue(
          'orders',
          form.getValues('orders').filter((o) => still.has(o.id)),
          { shouldDirty: true },
        );
        setRefused(true);
        setStep(0);
      }
    } finally {
      lock.current = false;
    }
  };

  // Registered outside the JSX (field names are not user-visible text).
  const remarkField = form.register('remark');

  return (
    <ConsolePage title={t('apply.title')}>
      <Steps current={step} items={STEPS.map((key) => ({ key, title: t(`apply.steps.${key}`) }))} />
      {refused ? <Hint role="alert">{t('apply.refused')}</Hint> : null}
      <Card>
        {step === 0 ? <OrdersStep selected={orders} onChange={setOrders} /> : null}
        {step === 1 ? <TitleStep choice={choice} onChange={setChoice} /> : null}
        {step === 2 ? <DeliveryStep choice={choice} onChange={setChoice} /> : null}
        {step === 3 ? (
          <>
            <h2>{t('apply.confirmHeading')}</h2>
            <Descriptions
              columns={1}
              bordered
              items={[
                { key: 'orders', label: t('invoice.orders'), value: chosen.map((o) => o.orderNo).join(', ') },
                { key: 'amount', label: t('invoice.amount'), value: money(total) },
                { key: 'title', label: t('invoice.titleName'), value: choice.titleName ?? '' },
                { key: 'type', label: t('invoice.type'), value: t(`invoice.types.${choice.type}`) },
                { key: 'medium', label: t('invoice.medium'), value: t(`invoice.media.${choice.medium}`) },
                ...(choice.medium === 'paper'
                  ? [{ key: 'address', label: t('invoice.address'), value: choice.addressText ?? '' }]
                  : []),
              ]}
            />
            <FormField label={t('common.remark')}>
              <Textarea {...remarkField} maxLength={200} rows={2} />
            </FormField>
          </>
        ) : null}
      </Card>
      <Hint aria-live="polite">{t('apply.selected', { count: chosen.length, amount: money(total) })}</Hint>
      {problem ? <Hint role="alert">{problem}</Hint> : null}
      <ButtonRow>
        {step > 0 ? <Button onClick={() => setStep((s) => s - 1)}>{t('common.previous')}</Button> : null}
        {step < STEPS.length - 1 ? (
          <Button variant="primary" onClick={next}>
            {t('common.next')}
          </Button>
        ) : (
          <Button
            variant="primary"
            preventReClick
            loading={isMutating}
            disabled={isMutating}
            onClick={() => void submit()}
          >
            {t('apply.submit')}
          </Button>
        )}
        <Button variant="text" onClick={() => void navigate('/costCenter/invoicesMGT')}>
          {t('common.cancel')}
        </Button>
      </ButtonRow>
    </ConsolePage>
  );
}
