// /costCenter/rechargedetail (admin only, like dropdetail): recharges of every customer.
import { useTranslation } from 'react-i18next';
import { rechargeMethods, useRecharges, type RechargeRecord, type RechargeStatus } from '@chainportal/api';
import {
  StatusTag,
  enumLabel,
  formatDate,
  type StatusTagEntry,
  type TableColumn,
  useMoney,
} from '@chainportal/ui';
import { ConsolePage } from '../../parts/ConsolePage';
import { ListTable } from '../../parts/ListTable';
import { useListQuery } from '../../parts/useListQuery';
import { CostListFilters, DATED_STATUS_FILTERS, datedRequest } from '../CostListFilters';
import { RECHARGE_COLORS, RECHARGE_STATUSES } from '../statusMaps';

export default function RechargeDetailPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const query = useListQuery(DATED_STATUS_FILTERS);
  const { data, error, isLoading, mutate } = useRecharges({
    ...datedRequest<RechargeStatus>(query.filters),
    ...query.paging,
  });
  const statusMap = Object.fromEntries(
    RECHARGE_STATUSES.map((s) => [
      s,
      { color: RECHARGE_COLORS[s], label: t(`rechargeDetail.statuses.${s}`) },
    ]),
  ) as Record<RechargeStatus, StatusTagEntry>;
  const columns: TableColumn<RechargeRecord>[] = [
    {
      key: 'createdAt',
      kind: 'date',
      title: t('rechargeDetail.createdAt'),
      accessor: 'createdAt',
      sortable: true,
      render: (_, r) => formatDate(r.createdAt),
    },
    { key: 'serialNo', kind: 'id', title: t('rechargeDetail.serialNo'), accessor: 'serialNo' },
    {
      key: 'userName',
      kind: 'id',
      title: t('rechargeDetail.userName'),
      accessor: 'userName',
      sortable: true,
    },
    {
      key: 'method',
      title: t('rechargeDetail.method'),
      render: (_, r) => enumLabel(r.method, rechargeMethods, (v) => t(`recharge.methods.${v}`)),
    },
    {
      key: 'status',
      kind: 'status',
      title: t('rechargeDetail.status'),
      render: (_, r) => <StatusTag status={r.status} statusMap={statusMap} />,
    },
    {
      key: 'amount',
      kind: 'amount',
      title: t('rechargeDetail.amount'),
      accessor: 'amount',
      sortable: true,
      align: 'right',
      render: (_, r) => money(r.amount),
    },
  ];
  return (
    <ConsolePage title={t('rechargeDetail.title')}>
      <CostListFilters
        query={query}
        keywordLabel={t('rechargeDetail.keyword')}
        status={{
          label: t('rechargeDetail.status'),
          options: RECHARGE_STATUSES.map((s) => ({ value: s, label: t(`rechargeDetail.statuses.${s}`) })),
        }}
      />
      <ListTable
        caption={t('rechargeDetail.title')}
        columns={columns}
        rowKey="id"
        empty={t('rechargeDetail.empty')}
        list={query}
        answer={{ data, error, isLoading, mutate }}
      />
    </ConsolePage>
  );
}
