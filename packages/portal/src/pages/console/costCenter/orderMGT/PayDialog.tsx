// Pay an order from the balance. The available balance is shown first; too little balance is
// explained with a way to recharge, before and (if the server refuses, code 21001) after the attempt.
// The pay button is locked while the request runs and for 6 s after a click, so nothing is paid twice.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  BusinessErrorCode,
  isApiError,
  useAccountOverview,
  usePayOrder,
  type OrderItem,
} from '@chainportal/api';
import { Button, Descriptions, Dialog, message } from '@chainportal/ui';
import { Hint } from '../../parts/ConsolePage';
import { toCents, toYuan, useMoney } from '../../parts/money';

export function PayDialog({ order, onClose }: { order: OrderItem | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const money = useMoney();
  const { data: overview, error: overviewError } = useAccountOverview(order ? undefined : null);
  const { trigger, isMutating } = usePayOrder();
  const [refused, setRefused] = useState(false);
  const lock = useRef(false);

  const available = overview ? toCents(overview.available) : null;
  const amount = order ? toCents(order.amount) : 0;
  const short = refused || (available !== null && available < amount);
  const shortfall = available !== null ? Math.max(amount - available, 0) : 0;

  const close = () => {
    setRefused(false);
    onClose();
  };

  const pay = async () => {
    if (!order || lock.current) return;
    lock.current = true;
    try {
      await trigger({ id: order.id });
      message.success(t('pay.done', { orderNo: order.orderNo }));
      close();
    } catch (error) {
      if (isApiError(error) && error.code === BusinessErrorCode.INSUFFICIENT_BALANCE) setRefused(true);
    } finally {
      lock.current = false;
    }
  };

  const recharge = () => {
    const query = shortfall > 0 ? `?amount=${toYuan(shortfall).toFixed(2)}` : '';
    close();
    void navigate(`/costCenter/overview/recharge${query}`);
  };

  return (
    <Dialog
      open={!!order}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('pay.title')}
      footer={
        <>
          <Button onClick={close}>{t('common.cancel')}</Button>
          {short ? (
            <Button variant="primary" onClick={recharge}>
              {t('pay.recharge')}
            </Button>
          ) : (
            <Button
              variant="primary"
              preventReClick
              loading={isMutating}
              disabled={isMutating || available === null}
              onClick={() => void pay()}
            >
              {t('pay.confirm', { amount: money(order?.amount) })}
            </Button>
          )}
        </>
      }
    >
      {order ? (
        <Descriptions
          columns={1}
          items={[
            { key: 'no', label: t('order.orderNo'), value: order.orderNo },
            { key: 'product', label: t('order.product'), value: order.productName },
            { key: 'amount', label: t('order.amount'), value: money(order.amount) },
            {
              key: 'available',
              label: t('overview.available'),
              value: overview ? money(overview.available) : overviewError ? t('common.loadFailed') : '…',
            },
          ]}
        />
      ) : null}
      {short ? (
        <Hint role="alert">{t('pay.insufficient', { shortfall: money(toYuan(shortfall)) })}</Hint>
      ) : null}
    </Dialog>
  );
}
