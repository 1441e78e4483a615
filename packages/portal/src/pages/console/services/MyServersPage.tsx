import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  useServices,
  type ServiceItem,
  type ServiceListRequest,
  chainTypes,
  editionKeys,
  networks,
  serviceStatuses,
} from '@chainportal/api';
import { Button, StatusTag, type TableColumn, enumLabel, formatDay } from '@chainportal/ui';
import { CHAIN_LIST_FILTERS, ChainListPage } from '../parts/ChainListPage';
import { activeFilters, useListQuery } from '../parts/useListQuery';
import { SERVICE_STATUSES, serviceStatusMap } from './serviceLabels';

/** /appservers/myservers: the user's chain services, filtered and searched, with export. */
export default function MyServersPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const list = useListQuery(CHAIN_LIST_FILTERS);
  const request = { ...list.paging, ...activeFilters(list.filters) } as ServiceListRequest;
  const { data, error, isLoading, mutate } = useServices(request, { keepPreviousData: true });
  const statusMap = serviceStatusMap(t);
  const open = (row: ServiceItem) => void navigate(`/appservers/myserversdetail?id=${row.id}`);

  const columns: TableColumn<ServiceItem>[] = [
    {
      key: 'name',
      title: t('service.name'),
      sortable: true,
      render: (_, row) => (
        <Button variant="link" onClick={() => open(row)}>
          {row.name}
        </Button>
      ),
    },
    { key: 'serviceNo', kind: 'id', title: t('service.serviceNo') },
    {
      key: 'chainType',
      title: t('service.chain'),
      render: (_, row) =>
        `${enumLabel(row.chainType, chainTypes, (v) => t(`chain.${v}`))} · ${enumLabel(row.network, networks, (v) => t(`network.${v}`))}`,
    },
    {
      key: 'edition',
      title: t('service.edition'),
      render: (_, row) => enumLabel(row.edition, editionKeys, (v) => t(`edition.${v}`)),
    },
    {
      key: 'status',
      kind: 'status',
      title: t('service.statusLabel'),
      render: (_, row) => <StatusTag status={row.status} statusMap={statusMap} />,
    },
    { key: 'memberCount', kind: 'number', title: t('service.members'), align: 'right', sortable: true },
    {
      key: 'expiresAt',
      kind: 'date',
      title: t('service.expiresAt'),
      sortable: true,
      render: (_, row) => formatDay(row.expiresAt),
    },
  ];

  return (
    <ChainListPage
      title={t('service.heading')}
      list={list}
      answer={{ data, error, isLoading, mutate }}
      columns={columns}
      empty={t('service.empty')}
      status={{
        label: t('service.statusLabel'),
        options: SERVICE_STATUSES.map((s) => ({
          value: s,
          label: enumLabel(s, serviceStatuses, (v) => t(`service.status.${v}`)),
        })),
      }}
      chainLabel={t('service.chain')}
      searchLabel={t('service.search')}
      exportColumns={[
        { header: t('service.name'), value: (r) => r.name, width: 28 },
        { header: t('service.serviceNo'), value: (r) => r.serviceNo },
        {
          header: t('service.chain'),
          value: (r) => enumLabel(r.chainType, chainTypes, (v) => t(`chain.${v}`)),
        },
        {
          header: t('service.network'),
          value: (r) => enumLabel(r.network, networks, (v) => t(`network.${v}`)),
        },
        {
          header: t('service.edition'),
          value: (r) => enumLabel(r.edition, editionKeys, (v) => t(`edition.${v}`)),
        },
        {
          header: t('service.statusLabel'),
          value: (r) => enumLabel(r.status, serviceStatuses, (v) => t(`service.status.${v}`)),
        },
        { header: t('service.members'), value: (r) => r.memberCount },
        { header: t('service.expiresAt'), value: (r) => formatDay(r.expiresAt) },
      ]}
    />
  );
}
