import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { contractOrigins, useContracts, type ContractItem, type ContractListRequest } from '@chainportal/api';
import { Button, formatDate, StatusTag, type TableColumn, enumLabel } from '@chainportal/ui';
import type { ExcelColumn } from '../../../export/exportExcel';
import { consoleExplorerPath } from '../../../explorer/links';
import { ExportShownButton } from '../parts/ExportShownButton';
import { ConsolePage, FilterBar } from '../parts/ConsolePage';
import { FilterSelect, KeywordFilter } from '../parts/ListControls';
import { ListTable } from '../parts/ListTable';
import { activeFilters, useListQuery } from '../parts/useListQuery';
import { ContractDetail } from './ContractDetail';
import { CHAIN_CODES, CONTRACT_STATUSES, contractStatusMap, NETWORKS } from './contractLabels';

const FILTERS = { status: '', origin: '', chainCode: '', network: '', keyword: '', open: '' };

const short = (hex: string | null) => (hex ? `${hex.slice(0, 8)}…${hex.slice(-6)}` : '');

/** /contractmanage/mycontract (admin): contracts with status, filters, detail and deployment record. */
export default function MyContractPage() {
  // 'explorer': the chain browser's links, its namespace loaded with this page (routes/consoleRoutes.ts).
  const { t } = useTranslation(['console', 'explorer']);
  const navigate = useNavigate();
  const list = useListQuery(FILTERS);
  const { open, ...filters } = list.filters;
  const request = { ...list.paging, ...activeFilters(filters) } as ContractListRequest;
  const { data, error, isLoading, mutate } = useContracts(request, { keepPreviousData: true });
  const statusMap = contractStatusMap(t);
  // The open contract is in the address too (?open=id), so a link can show one contract.
  const openId = Number(open) > 0 ? Number(open) : null;
  const setOpen = (id: number | null) => list.setFilters({ open: id ? String(id) : '' }, { keepPage: true });

  const columns: TableColumn<ContractItem>[] = [
    {
      key: 'name',
      title: t('contract.name'),
      sortable: true,
      render: (_, row) => (
        <Button variant="link" onClick={() => setOpen(row.id)}>
          {row.name}
        </Button>
      ),
    },
    {
      key: 'origin',
      title: t('contract.origin'),
      render: (_, row) => enumLabel(row.origin, contractOrigins, (v) => t(`contract.origins.${v}`)),
    },
    {
      key: 'chainCode',
      kind: 'id',
      title: t('contract.chain'),
      render: (_, row) => `${t(`contract.chains.${row.chainCode}`)} · ${t(`network.${row.network}`)}`,
    },
    {
      key: 'status',
      kind: 'status',
      title: t('contract.statusLabel'),
      render: (_, row) => <StatusTag status={row.status} statusMap={statusMap} />,
    },
    {
      key: 'address',
      kind: 'text',
      title: t('contract.address'),
      render: (_, row) => <code>{short(row.address ?? null)}</code>,
    },
    {
      key: 'explorer',
      kind: 'action',
      title: t('explorer:links.open'),
      render: (_, row) =>
        row.address ? (
          <Link
            to={consoleExplorerPath(row.chainCode, 'address', row.address)}
            aria-label={t('explorer:links.address', { name: row.name ?? row.address })}
          >
            {t('explorer:links.open')}
          </Link>
        ) : null,
    },
    {
      key: 'createdAt',
      kind: 'date',
      title: t('common.createdAt'),
      sortable: true,
      render: (_, row) => formatDate(row.createdAt),
    },
  ];

  const exportColumns: ExcelColumn<ContractItem>[] = [
    { header: t('contract.name'), value: (r) => r.name, width: 28 },
    {
      header: t('contract.origin'),
      value: (r) => enumLabel(r.origin, contractOrigins, (v) => t(`contract.origins.${v}`)),
    },
    { header: t('contract.chain'), value: (r) => r.chainCode },
    { header: t('contract.network'), value: (r) => t(`network.${r.network}`) },
    { header: t('contract.statusLabel'), value: (r) => t(`contract.status.${r.status}`) },
    { header: t('contract.address'), value: (r) => r.address, width: 46 },
    { header: t('contract.txHash'), value: (r) => r.txHash, width: 70 },
    { header: t('common.createdAt'), value: (r) => formatDate(r.createdAt) },
  ];

  return (
    <ConsolePage
      title={t('contract.listHeading')}
      actions={
        <>
          <ExportShownButton rows={data?.list ?? []} columns={exportColumns} />
          <Button onClick={() => void navigate('/contractmanage/createcontract/buildcontract')}>
            {t('contract.buildHeading')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void navigate('/contractmanage/createcontract/createcontract')}
          >
            {t('contract.createHeading')}
          </Button>
        </>
      }
    >
      <FilterBar>
        <FilterSelect
          label={t('contract.statusLabel')}
          value={filters.status}
          options={CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`contract.status.${s}`) }))}
          onChange={(status) => list.setFilters({ status })}
        />
        <FilterSelect
          label={t('contract.origin')}
          value={filters.origin}
          options={(['template', 'custom'] as const).map((o) => ({
            value: o,
            label: enumLabel(o, contractOrigins, (v) => t(`contract.origins.${v}`)),
          }))}
          onChange={(origin) => list.setFilters({ origin })}
        />
        <FilterSelect
          label={t('contract.chain')}
          value={filters.chainCode}
          options={CHAIN_CODES.map((c) => ({ value: c, label: t(`contract.chains.${c}`) }))}
          onChange={(chainCode) => list.setFilters({ chainCode })}
        />
        <FilterSelect
          label={t('contract.network')}
          value={filters.network}
          options={NETWORKS.map((n) => ({ value: n, label: t(`network.${n}`) }))}
          onChange={(network) => list.setFilters({ network })}
        />
        <KeywordFilter list={list} label={t('contract.search')} />
      </FilterBar>
      <ListTable
        aria-label={t('contract.listHeading')}
        columns={columns}
        rowKey="id"
        empty={t('contract.empty')}
        list={list}
        answer={{ data, error, isLoading, mutate }}
      />
      <ContractDetail id={openId} onClose={() => setOpen(null)} />
    </ConsolePage>
  );
}
