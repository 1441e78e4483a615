// /costCenter/overview/refund: ask for the refund of a paid order, with a reason, after a confirmation.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useOrders, useRefund } from '@chainportal/api';
import { Button, Empty, FormField, Select, Skeleton, Textarea, message } from '@chainportal/ui';
import { ButtonRow, ConsolePage, FormColumn } from '../../parts/ConsolePage';
import { LoadFailed } from '../../parts/ListControls';
import { useMoney } from '../../parts/money';
import { ConfirmDialog } from './ConfirmDialog';

export default function RefundPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, error, isLoading, mutate } = useOrders({ status: 'paid', pageNum: 1, pageSize: 100 });
  const { trigger, isMutating } = useRefund();
  const [orderId, setOrderId] = useState(params.get('orderId') ?? '');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const order = data?.list.find((o) => String(o.id) === orderId);
  const reasonError = reason.trim() && reason.length <= 500 ? undefined : t('refund.reasonRequired');

  const submit = async () => {
    if (!order) return;
    try {
      await trigger({ orderId: order.id, reason: reason.trim() });
      message.success(t('refund.done', { orderNo: order.orderNo }));
      void navigate('/costCenter/overview');
    } catch {
      setConfirming(false);
    }
  };

  let body;
  if (isLoading) body = <Skeleton />;
  else if (error) body = <LoadFailed onRetry={() => void mutate()} />;
  else if (!data?.list.length) body = <Empty description={t('refund.noEligible')} />;
  else
    body = (
      <FormColumn
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (order && !reasonError) setConfirming(true);
        }}
      >
        <FormField
          label={t('refund.order')}
          required
          error={touched && !order ? t('common.required') : undefined}
        >
          <Select
            value={orderId || undefined}
            placeholder={t('refund.order')}
            onValueChange={setOrderId}
            options={data.list.map((o) => ({
              value: String(o.id),
              label: `${o.orderNo} · ${o.productName} · ${money(o.amount)}`,
            }))}
          />
        </FormField>
        <FormField label={t('refund.reason')} required error={touched ? reasonError : undefined}>
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={4} />
        </FormField>
        <ButtonRow>
          <Button type="submit" variant="primary">
            {t('refund.submit')}
          </Button>
          <Button onClick={() => void navigate('/costCenter/overview')}>{t('common.back')}</Button>
        </ButtonRow>
      </FormColumn>
    );

  return (
    <ConsolePage title={t('refund.title')}>
      {body}
      <ConfirmDialog
        open={confirming}
        title={t('refund.title')}
        confirmText={t('refund.submit')}
        busy={isMutating}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      >
        {order ? t('refund.confirm', { amount: money(order.amount), orderNo: order.orderNo }) : null}
      </ConfirmDialog>
    </ConsolePage>
  );
}
