// /costCenter/orderMGT: the customer's orders with filters kept in the address, detail, pay from the
// balance, cancel with confirmation and export to Excel.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  listOrders,
  useApiClient,
  useCancelOrder,
  useOrders,
  type OrderItem,
  type OrderStatus,
  orderStatuses,
  orderTypes,
} from '@chainportal/api';
import {
  Button,
  Popconfirm,
  StatusTag,
  enumLabel,
  formatDate,
  message,
  type TableColumn,
  useMoney,
} from '@chainportal/ui';
import { ConsolePage } from '../../parts/ConsolePage';
import { fetchAll } from '../../parts/fetchAll';
import { ListTable } from '../../parts/ListTable';
import { useListQuery } from '../../parts/useListQuery';
import { CostListFilters, DATED_STATUS_FILTERS, datedRequest } from '../CostListFilters';
import { ExportListButton } from '../ExportListButton';
import { ORDER_STATUSES } from '../statusMaps';
import { OrderDetailDialog } from './OrderDetailDialog';
import { PayDialog } from './PayDialog';
import { useOrderStatusMap } from './useOrderLabels';
import { Permission } from '../../../../session/permission';

export default function OrderMGTPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const client = useApiClient();
  const query = useListQuery(DATED_STATUS_FILTERS);
  const [paying, setPaying] = useState<OrderItem | null>(null);
  const [detailId, setDetailId] = useState<number | null>(null);
  const statusMap = useOrderStatusMap();
  const filters = datedRequest<OrderStatus>(query.filters);
  const { data, error, isLoading, mutate } = useOrders({
    ...filters,
    ...query.paging,
  });
  const { trigger: cancel } = useCancelOrder();

  const columns: TableColumn<OrderItem>[] = [
    { key: 'orderNo', kind: 'id', title: t('order.orderNo'), accessor: 'orderNo', sortable: true },
    { key: 'productName', kind: 'text', title: t('order.product'), accessor: 'productName', sortable: true },
    {
      key: 'type',
      title: t('order.type'),
      render: (_, row) => enumLabel(row.type, orderTypes, (v) => t(`order.types.${v}`)),
    },
    {
      key: 'amount',
      kind: 'amount',
      title: t('order.amount'),
      accessor: 'amount',
      align: 'right',
      sortable: true,
      render: (_, row) => money(row.amount),
    },
    {
      key: 'status',
      kind: 'status',
      title: t('order.status'),
      render: (_, row) => <StatusTag status={row.status} statusMap={statusMap} />,
    },
    {
      key: 'invoiced',
      kind: 'status',
      title: t('order.invoiced'),
      render: (_, row) => (row.invoiced ? t('order.invoicedYes') : t('order.invoicedNo')),
    },
    {
      key: 'createdAt',
      kind: 'date',
      title: t('order.createdAt'),
      accessor: 'createdAt',
      sortable: true,
      render: (_, row) => formatDate(row.createdAt),
    },
    {
      key: 'actions',
      kind: 'action',
      title: t('common.actions'),
      render: (_, row) => (
        <>
          <Button
            variant="link"
            onClick={() => setDetailId(row.id)}
            aria-label={t('order.detailOf', { orderNo: row.orderNo })}
          >
            {t('common.detail')}
          </Button>
          {row.status === 'pending' ? (
            <>
              <Permission perm="order:pay">
                <Button
                  variant="link"
                  onClick={() => setPaying(row)}
                  aria-label={t('order.payOf', { orderNo: row.orderNo })}
                >
                  {t('order.pay')}
                </Button>
              </Permission>
              <Permission perm="order:cancel">
                <Popconfirm
                  title={t('order.cancelConfirm', { orderNo: row.orderNo })}
                  okText={t('order.cancelOk')}
                  cancelText={t('common.cancel')}
                  okVariant="danger"
                  onConfirm={async () => {
                    await cancel({ id: row.id });
                    message.success(t('order.cancelled', { orderNo: row.orderNo }));
                  }}
                >
                  <Button variant="link" aria-label={t('order.cancelOf', { orderNo: row.orderNo })}>
                    {t('order.cancel')}
                  </Button>
                </Popconfirm>
              </Permission>
            </>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <ConsolePage
      title={t('order.title')}
      actions={
        <ExportListButton
          load={() => fetchAll(client, listOrders, { ...filters, ...query.sorting })}
          columns={[
            { header: t('order.orderNo'), value: (r) => r.orderNo, width: 22 },
            { header: t('order.product'), value: (r) => r.productName, width: 28 },
            {
              header: t('order.type'),
              value: (r) => enumLabel(r.type, orderTypes, (v) => t(`order.types.${v}`)),
            },
            { header: t('order.amount'), value: (r) => r.amount, numFmt: '#,##0.00' },
            {
              header: t('order.status'),
              value: (r) => enumLabel(r.status, orderStatuses, (v) => t(`order.statuses.${v}`)),
            },
            { header: t('order.invoiced'), value: (r) => (r.invoiced ? t('common.yes') : t('common.no')) },
            { header: t('order.createdAt'), value: (r) => formatDate(r.createdAt) },
          ]}
          empty={!data?.total}
        />
      }
    >
      <CostListFilters
        query={query}
        keywordLabel={t('order.keyword')}
        keywordPlaceholder={t('order.keywordHint')}
        status={{
          label: t('order.status'),
          options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`order.statuses.${s}`) })),
        }}
      />
      <ListTable
        caption={t('order.title')}
        columns={columns}
        rowKey="id"
        empty={t('order.empty')}
        list={query}
        answer={{ data, error, isLoading, mutate }}
      />
      <PayDialog order={paying} onClose={() => setPaying(null)} />
      <OrderDetailDialog id={detailId} onClose={() => setDetailId(null)} />
    </ConsolePage>
  );
}
