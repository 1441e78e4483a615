import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApps, type AppItem, type AppListRequest, appStatuses, chainTypes } from '@chainportal/api';
import { Button, formatDate, StatusTag, type TableColumn, enumLabel, formatDay } from '@chainportal/ui';
import { CHAIN_LIST_FILTERS, ChainListPage } from '../parts/ChainListPage';
import { activeFilters, useListQuery } from '../parts/useListQuery';
import { APP_STATUSES, appStatusMap } from './appLabels';

/** /appservers/myapp: the user's apps (API credentials bound to a service), with export. */
export default function MyAppPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const list = useListQuery(CHAIN_LIST_FILTERS);
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
    { key: 'appId', kind: 'id', title: t('app.appId') },
    {
      key: 'chainType',
      title: t('app.chain'),
      render: (_, row) => enumLabel(row.chainType, chainTypes, (v) => t(`chain.${v}`)),
    },
    { key: 'serviceName', kind: 'text', title: t('app.service') },
    {
      key: 'status',
      kind: 'status',
      title: t('app.statusLabel'),
      render: (_, row) => <StatusTag status={row.status} statusMap={statusMap} />,
    },
    {
      key: 'createdAt',
      kind: 'date',
      title: t('common.createdAt'),
      sortable: true,
      render: (_, row) => formatDay(row.createdAt),
    },
  ];

  return (
    <ChainListPage
      title={t('app.heading')}
      list={list}
      answer={{ data, error, isLoading, mutate }}
      columns={columns}
      empty={t('app.empty')}
      status={{
        label: t('app.statusLabel'),
        options: APP_STATUSES.map((s) => ({
          value: s,
          label: enumLabel(s, appStatuses, (v) => t(`app.status.${v}`)),
        })),
      }}
      chainLabel={t('app.chain')}
      searchLabel={t('app.search')}
      exportColumns={[
        { header: t('app.name'), value: (r) => r.name, width: 28 },
        { header: t('app.appId'), value: (r) => r.appId, width: 24 },
        { header: t('app.chain'), value: (r) => enumLabel(r.chainType, chainTypes, (v) => t(`chain.${v}`)) },
        { header: t('app.service'), value: (r) => r.serviceName, width: 28 },
        {
          header: t('app.statusLabel'),
          value: (r) => enumLabel(r.status, appStatuses, (v) => t(`app.status.${v}`)),
        },
        { header: t('common.createdAt'), value: (r) => formatDate(r.createdAt) },
      ]}
    />
  );
}
