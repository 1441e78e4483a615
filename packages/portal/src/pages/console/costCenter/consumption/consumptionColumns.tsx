// The columns of a consumption record, wherever one is listed: the consumption list (sorted by the
// server) and the overview's latest movements (the debit signed, as a movement of the balance).
import { useTranslation } from 'react-i18next';
import type { ConsumptionRecord } from '@chainportal/api';
import { formatDate, type TableColumn, useMoney } from '@chainportal/ui';

export function useConsumptionColumns({
  sortable,
  signed,
}: {
  /** Sorted by the server (the list): the columns it sorts by say so. */
  sortable: boolean;
  /** The amount shown as a debit of the balance (−). */
  signed: boolean;
}): TableColumn<ConsumptionRecord>[] {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const sort = sortable ? { sortable: true } : {};
  return [
    {
      key: 'createdAt',
      kind: 'date',
      title: t('consumption.createdAt'),
      accessor: 'createdAt',
      ...sort,
      render: (_, r) => formatDate(r.createdAt),
    },
    { key: 'orderNo', kind: 'id', title: t('consumption.orderNo'), accessor: 'orderNo', ...sort },
    { key: 'productName', kind: 'text', title: t('consumption.product'), accessor: 'productName', ...sort },
    {
      key: 'amount',
      kind: 'amount',
      title: t('consumption.amount'),
      accessor: 'amount',
      ...sort,
      align: 'right',
      render: (_, r) => (signed ? `−${money(r.amount)}` : money(r.amount)),
    },
    {
      key: 'balanceAfter',
      kind: 'amount',
      title: t('consumption.balanceAfter'),
      align: 'right',
      render: (_, r) => money(r.balanceAfter),
    },
  ];
}
