// Pay an order from the balance (parts/BalancePayDialog: the available balance first, too little
// balance explained with a way to recharge, the 6-second lock so nothing is paid twice). An order
// another tab paid first closes the dialog (the message and the refreshed list come from the api).
import { useTranslation } from 'react-i18next';
import { isAlreadyPaid, usePayOrder, type OrderItem } from '@chainportal/api';
import { Descriptions, message, useMoney } from '@chainportal/ui';
import { BalancePayDialog } from '../../parts/BalancePayDialog';
import { toCents } from '../../parts/money';

export function PayDialog({ order, onClose }: { order: OrderItem | null; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const { trigger, isMutating } = usePayOrder();

  return (
    <BalancePayDialog
      open={!!order}
      onClose={onClose}
      title={t('pay.title')}
      amountCents={order?.amount !== undefined ? toCents(order.amount) : 0}
      paying={isMutating}
      disabled={order?.amount === undefined}
      pay={async () => {
        if (!order) return;
        try {
          await trigger({ id: order.id });
        } catch (error) {
          // Paid meanwhile (another tab): the client said so in the user's language and the hook
          // refreshed the orders and the balance; there is nothing left to pay here.
          if (isAlreadyPaid(error)) onClose();
          throw error;
        }
        message.success(t('pay.done', { orderNo: order.orderNo }));
      }}
      labels={{
        cancel: t('common.cancel'),
        recharge: t('pay.recharge'),
        confirm: (amount) => t('pay.confirm', { amount }),
        insufficient: (shortfall) => t('pay.insufficient', { shortfall }),
      }}
    >
      {(available) =>
        order ? (
          <Descriptions
            columns={1}
            items={[
              { key: 'no', label: t('order.orderNo'), value: order.orderNo },
              { key: 'product', label: t('order.product'), value: order.productName },
              { key: 'amount', label: t('order.amount'), value: money(order.amount) },
              {
                key: 'available',
                label: t('overview.available'),
                value: available.text ?? (available.failed ? t('common.loadFailed') : '…'),
              },
            ]}
          />
        ) : null
      }
    </BalancePayDialog>
  );
}
