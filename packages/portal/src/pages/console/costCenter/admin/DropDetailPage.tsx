// /costCenter/dropdetail (admin only: the route guard refuses others by menu and by typed address):
// metered usage deductions of every customer.
import { useTranslation } from 'react-i18next';
import { chainTypes, useDrops, type DropRecord } from '@chainportal/api';
import { enumLabel, formatDate, type TableColumn, useMoney } from '@chainportal/ui';
import { ConsolePage } from '../../parts/ConsolePage';
import { ListTable } from '../../parts/ListTable';
import { useListQuery } from '../../parts/useListQuery';
import { CostListFilters, DATED_FILTERS, datedRequest } from '../CostListFilters';

export default function DropDetailPage() {
  const { t } = useTranslation(['billing', 'console']);
  const money = useMoney();
  const query = useListQuery(DATED_FILTERS);
  const { data, error, isLoading, mutate } = useDrops({
    ...datedRequest(query.filters),
    ...query.paging,
  });
  const columns: TableColumn<DropRecord>[] = [
    {
      key: 'createdAt',
      kind: 'date',
      title: t('drop.createdAt'),
      accessor: 'createdAt',
      sortable: true,
      render: (_, r) => formatDate(r.createdAt),
    },
    { key: 'userName', kind: 'id', title: t('drop.userName'), accessor: 'userName', sortable: true },
    // An enum value, shown by its name in the reader's language (issue 28.2), as on the service pages.
    {
      key: 'chainType',
      title: t('drop.chain'),
      accessor: 'chainType',
      render: (_, r) => enumLabel(r.chainType, chainTypes, (v) => t(`console:chain.${v}`)),
    },
    { key: 'reason', kind: 'text', title: t('drop.reason'), accessor: 'reason' },
    {
      key: 'amount',
      kind: 'amount',
      title: t('drop.amount'),
      accessor: 'amount',
      sortable: true,
      align: 'right',
      render: (_, r) => money(r.amount),
    },
  ];
  return (
    <ConsolePage title={t('drop.title')}>
      <CostListFilters query={query} keywordLabel={t('drop.keyword')} />
      <ListTable
        caption={t('drop.title')}
        columns={columns}
        rowKey="id"
        empty={t('drop.empty')}
        list={query}
        answer={{ data, error, isLoading, mutate }}
      />
    </ConsolePage>
  );
}
