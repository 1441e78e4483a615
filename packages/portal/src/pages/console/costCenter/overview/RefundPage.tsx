// /costCenter/overview/refund: ask for the refund of a paid order, with a reason, after a confirmation.
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { refundRequest, useOrders, useRefund } from '@chainportal/api';
import {
  Empty,
  FieldController,
  FormField,
  Select,
  Skeleton,
  Textarea,
  useSchemaForm,
  joinText,
  useMoney,
} from '@chainportal/ui';
import { ConsolePage, FormColumn } from '../../parts/ConsolePage';
import { LoadFailed } from '../../parts/ListControls';
import { ConfirmedSubmit, useConfirmStep } from './ConfirmDialog';

/** The refund call's own reason rule; the order is picked from the list. */
const refundForm = z.object({
  orderId: z.string().check(z.minLength(1)),
  reason: refundRequest.shape.reason,
});
type RefundForm = z.input<typeof refundForm>;

export default function RefundPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const [params] = useSearchParams();
  const { data, error, isLoading, mutate } = useOrders({ status: 'paid', pageNum: 1, pageSize: 100 });
  const { trigger, isMutating } = useRefund();
  const form = useSchemaForm<RefundForm, z.output<typeof refundForm>>({
    schema: refundForm,
    defaultValues: { orderId: params.get('orderId') ?? '', reason: '' },
    messages: { orderId: t('common.required'), reason: t('refund.reasonRequired') },
  });
  const orderId = form.watch('orderId');
  const order = data?.list.find((o) => String(o.id) === orderId);
  const orderName = 'orderId';
  const reasonField = form.register('reason');

  const confirm = useConfirmStep(async () => {
    if (!order) return undefined;
    await trigger({ orderId: order.id, reason: form.getValues('reason').trim() });
    return t('refund.done', { orderNo: order.orderNo });
  }, isMutating);
  // A valid form asks for a confirmation; the confirmation sends.
  const ask = form.onSubmit(() => {
    if (order) confirm.ask();
  });

  let body;
  if (isLoading) body = <Skeleton />;
  else if (error) body = <LoadFailed onRetry={() => void mutate()} />;
  else if (!data?.list.length) body = <Empty description={t('refund.noEligible')} />;
  else
    body = (
      <FormColumn noValidate onSubmit={(event) => void ask(event)}>
        <FormField label={t('refund.order')} required error={form.errorOf('orderId')}>
          <FieldController
            control={form.control}
            name={orderName}
            render={({ field }) => (
              <Select
                ref={field.ref}
                value={field.value || undefined}
                onBlur={field.onBlur}
                placeholder={t('refund.order')}
                onValueChange={field.onChange}
                options={data.list.map((o) => ({
                  value: String(o.id),
                  label: joinText([o.orderNo ?? `#${o.id}`, o.productName, money(o.amount)], ' · '),
                }))}
              />
            )}
          />
        </FormField>
        <FormField label={t('refund.reason')} required error={form.errorOf('reason')}>
          <Textarea {...reasonField} maxLength={500} rows={4} />
        </FormField>
        <ConfirmedSubmit {...confirm.dialog} title={t('refund.title')} submitText={t('refund.submit')}>
          {order ? t('refund.confirm', { amount: money(order.amount), orderNo: order.orderNo }) : null}
        </ConfirmedSubmit>
      </FormColumn>
    );

  return <ConsolePage title={t('refund.title')}>{body}</ConsolePage>;
}
