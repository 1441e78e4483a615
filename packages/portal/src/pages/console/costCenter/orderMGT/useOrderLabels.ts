import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@chainportal/api';
import type { StatusTagEntry } from '@chainportal/ui';
import { ORDER_COLORS, ORDER_STATUSES } from '../statusMaps';

/** The order status tags in the active language. */
export function useOrderStatusMap(): Record<OrderStatus, StatusTagEntry> {
  const { t } = useTranslation('billing');
  return Object.fromEntries(
    ORDER_STATUSES.map((s) => [s, { color: ORDER_COLORS[s], label: t(`order.statuses.${s}`) }]),
  ) as Record<OrderStatus, StatusTagEntry>;
}
