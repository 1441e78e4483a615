// /costCenter/invoicesMGT/applyInvoices: in steps — paid orders not invoiced yet, a title, delivery
// (electronic, or paper to an address), confirm. Orders the server refuses (code 21002) are explained
// and dropped from the choice.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  isNotInvoiceable,
  listOrders,
  useApiClient,
  useApplyInvoice,
  type OrderItem,
} from '@chainportal/api';
import { Button, Card, Descriptions, FormField, Steps, Textarea, message, useMoney } from '@chainportal/ui';
import { ButtonRow, ConsolePage, Hint } from '../../parts/ConsolePage';
import { fetchAll } from '../../parts/fetchAll';
import { sumYuan } from '../../parts/money';
import { DeliveryStep, OrdersStep, TitleStep, type Choice } from './ApplySteps';

const STEPS = ['orders', 'title', 'address', 'confirm'] as const;

export default function ApplyInvoicesPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const client = useApiClient();
  const { trigger, isMutating } = useApplyInvoice();
  const [step, setStep] = useState(0);
  const [orders, setOrders] = useState<Map<number, OrderItem>>(new Map());
  const [choice, setChoice] = useState<Choice>({
    titleId: null,
    type: 'normal',
    medium: 'electronic',
    addressId: null,
  });
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const lock = useRef(false);
  const chosen = [...orders.values()];
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
      const invoice = await trigger({
        orderIds: chosen.map((o) => o.id),
        titleId: choice.titleId,
        type: choice.type,
        medium: choice.medium,
        addressId: choice.medium === 'paper' ? (choice.addressId ?? undefined) : undefined,
        remark: remark.trim() || undefined,
      });
      message.success(t('apply.done', { invoiceNo: invoice.invoiceNo }));
      void navigate(`/costCenter/invoicesMGT/invoicesMGTdetail?id=${invoice.id}`);
    } catch (error) {
      if (isNotInvoiceable(error)) {
        const still = new Set((await fetchAll(client, listOrders, { invoiceable: true })).map((o) => o.id));
        setOrders((current) => new Map([...current].filter(([id]) => still.has(id))));
        setRefused(true);
        setStep(0);
      }
    } finally {
      lock.current = false;
    }
  };

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
              <Textarea value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={200} rows={2} />
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
