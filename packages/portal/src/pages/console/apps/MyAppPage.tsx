import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApps, type AppItem, type AppListRequest } from '@chainportal/api';
import { Button, formatDate, message, StatusTag, type TableColumn } from '@chainportal/ui';
import { exportExcel } from '../../../export/exportExcel';
import { CHAIN_TYPES } from '../services/serviceLabels';
import { ConsolePage, FilterBar } from '../parts/ConsolePage';
import { FilterSelect, SearchField } from '../parts/ListControls';
import { ListTable } from '../parts/ListTable';
import { activeFilters, useListQuery } from '../parts/useListQuery';
import { APP_STATUSES, appStatusMap } from './appLabels';

const FILTERS = { status: '', chainType: '', keyword: '' };

/** /appservers/myapp: the user's apps (API credentials bound to a service), with export. */
export default function MyAppPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const list = useListQuery(FILTERS);
  const request = { ...list.paging, ...activeFilters(list.filters) } as AppListRequest;
  const { data, error, isLoading, mutate } = useApps(request, { keepPreviousData: true });
  const statusMap = appStatusMap(t);

  const columns: TableColumn<AppItem>[] = [
    {
      key: 'name',
      title: t('app.name'),
      sortable: true,
      render: (_, row) => (
        <Button variant="link" onClick={() => void navigate(`/appservers/myappdetail?id=${row.id}`)}>
          {row.name}
        </Button>
      ),
    },
    { key: 'appId', title: t('app.appId') },
    { key: 'chainType', title: t('app.chain'), render: (_, row) => t(`chain.${row.chainType}`) },
    { key: 'serviceName', title: t('app.service') },
    {
      key: 'status',
      title: t('app.statusLabel'),
      render: (_, row) => <StatusTag status={row.status} statusMap={statusMap} />,
    },
    {
      key: 'createdAt',
      title: t('common.createdAt'),
      sortable: true,
      render: (_, row) => formatDate(row.createdAt, 'YYYY-MM-DD'),
    },
  ];

  const exportList = async () => {
    await exportExcel(data?.list ?? [], [
      { header: t('app.name'), value: (r) => r.name, width: 28 },
      { header: t('app.appId'), value: (r) => r.appId, width: 24 },
      { header: t('app.chain'), value: (r) => t(`chain.${r.chainType}`) },
      { header: t('app.service'), value: (r) => r.serviceName, width: 28 },
      { header: t('app.statusLabel'), value: (r) => t(`app.status.${r.status}`) },
      { header: t('common.createdAt'), value: (r) => formatDate(r.createdAt) },
    ]);
    message.success(t('common.exported'));
  };

  return (
    <ConsolePage
      title={t('app.heading')}
      actions={
        <Button preventReClick disabled={!data?.list.length} onClick={() => void exportList()}>
          {t('common.export')}
        </Button>
      }
    >
      <FilterBar>
        <FilterSelect
          label={t('app.statusLabel')}
          value={list.filters.status}
          options={APP_STATUSES.map((s) => ({ value: s, label: t(`app.status.${s}`) }))}
          onChange={(status) => list.setFilters({ status })}
        />
        <FilterSelect
          label={t('app.chain')}
          value={list.filters.chainType}
          options={CHAIN_TYPES.map((c) => ({ value: c, label: t(`chain.${c}`) }))}
          onChange={(chainType) => list.setFilters({ chainType })}
        />
        <SearchField
          label={t('app.search')}
          value={list.filters.keyword}
          onSearch={(keyword) => list.setFilters({ keyword })}
        />
      </FilterBar>
      <ListTable
        aria-label={t('app.heading')}
        columns={columns}
        rowKey="id"
        empty={t('app.empty')}
        list={list}
        answer={{ data, error, isLoading, mutate }}
      />
    </ConsolePage>
  );
}
