// /costCenter/invoicesMGT: invoices with filters kept in the address, detail, the file of an issued
// invoice, several at once as a zip, and the ways to apply, manage titles and addresses.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  invoiceMediums,
  invoiceTypes,
  useApiClient,
  useInvoices,
  type InvoiceItem,
  type InvoiceStatus,
} from '@chainportal/api';
import {
  Button,
  StatusTag,
  enumLabel,
  formatDate,
  message,
  type TableColumn,
  useMoney,
} from '@chainportal/ui';
import { ConsolePage, Hint } from '../../parts/ConsolePage';
import { ListTable } from '../../parts/ListTable';
import { useListQuery } from '../../parts/useListQuery';
import { CostListFilters, DATED_STATUS_FILTERS, datedRequest } from '../CostListFilters';
import { INVOICE_STATUSES } from '../statusMaps';
import { downloadInvoices, hasFile } from './invoiceFiles';
import { useInvoiceFileLabels, useInvoiceStatusMap } from './useInvoiceLabels';
import { Permission } from '../../../../session/permission';

export default function InvoicesPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const navigate = useNavigate();
  const client = useApiClient();
  const query = useListQuery(DATED_STATUS_FILTERS);
  const [selected, setSelected] = useState<string[]>([]);
  const [downloading, setDownloading] = useState(false);
  const statusMap = useInvoiceStatusMap();
  const labels = useInvoiceFileLabels();
  const { data, error, isLoading, mutate } = useInvoices({
    ...datedRequest<InvoiceStatus>(query.filters),
    ...query.paging,
  });
  const rows = data?.list ?? [];

  const download = async (invoices: InvoiceItem[]) => {
    setDownloading(true);
    try {
      await downloadInvoices(client, invoices, labels);
      message.success(t('invoice.downloaded'));
    } catch {
      message.error(t('invoice.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  const open = (row: InvoiceItem) => void navigate(`/costCenter/invoicesMGT/invoicesMGTdetail?id=${row.id}`);
  const columns: TableColumn<InvoiceItem>[] = [
    { key: 'invoiceNo', kind: 'id', title: t('invoice.invoiceNo'), accessor: 'invoiceNo', sortable: true },
    { key: 'titleName', kind: 'text', title: t('invoice.titleName'), accessor: 'titleName', sortable: true },
    {
      key: 'type',
      title: t('invoice.type'),
      render: (_, r) => enumLabel(r.type, invoiceTypes, (v) => t(`invoice.types.${v}`)),
    },
    {
      key: 'medium',
      title: t('invoice.medium'),
      render: (_, r) => enumLabel(r.medium, invoiceMediums, (v) => t(`invoice.media.${v}`)),
    },
    {
      key: 'amount',
      kind: 'amount',
      title: t('invoice.amount'),
      accessor: 'amount',
      sortable: true,
      align: 'right',
      render: (_, r) => money(r.amount),
    },
    {
      key: 'status',
      kind: 'status',
      title: t('invoice.status'),
      render: (_, r) => <StatusTag status={r.status} statusMap={statusMap} />,
    },
    {
      key: 'createdAt',
      kind: 'date',
      title: t('invoice.createdAt'),
      accessor: 'createdAt',
      sortable: true,
      render: (_, r) => formatDate(r.createdAt),
    },
    {
      key: 'actions',
      kind: 'action',
      title: t('common.actions'),
      render: (_, r) => (
        <>
          <Button
            variant="link"
            onClick={() => open(r)}
            aria-label={t('invoice.detailOf', { invoiceNo: r.invoiceNo })}
          >
            {t('common.detail')}
          </Button>
          {hasFile(r) ? (
            <Button
              variant="link"
              disabled={downloading}
              onClick={() => void download([r])}
              aria-label={t('invoice.downloadOf', { invoiceNo: r.invoiceNo })}
            >
              {t('invoice.download')}
            </Button>
          ) : null}
        </>
      ),
    },
  ];
  const chosen = rows.filter((r) => selected.includes(String(r.id)));

  return (
    <ConsolePage
      title={t('invoice.title')}
      actions={
        <>
          <Permission perm="invoice:apply">
            <Button variant="primary" onClick={() => void navigate('/costCenter/invoicesMGT/applyInvoices')}>
              {t('invoice.apply')}
            </Button>
          </Permission>
          <Button onClick={() => void navigate('/costCenter/invoicesMGT/invoicesInfo')}>
            {t('invoice.titles')}
          </Button>
          <Button onClick={() => void navigate('/costCenter/invoicesMGT/invoicesAddress')}>
            {t('invoice.addresses')}
          </Button>
        </>
      }
    >
      <CostListFilters
        query={query}
        keywordLabel={t('invoice.keyword')}
        status={{
          label: t('invoice.status'),
          options: INVOICE_STATUSES.map((s) => ({ value: s, label: t(`invoice.statuses.${s}`) })),
        }}
      />
      <div>
        <Button
          disabled={!chosen.length || downloading}
          loading={downloading}
          onClick={() => void download(chosen)}
        >
          {t('invoice.downloadSelected', { count: chosen.length })}
        </Button>{' '}
        <Hint as="span">{t('invoice.downloadHint')}</Hint>
      </div>
      <ListTable
        caption={t('invoice.title')}
        columns={columns}
        rows={rows}
        rowKey="id"
        selectable
        selectedRowKeys={selected}
        onSelectionChange={setSelected}
        isRowSelectable={hasFile}
        getRowLabel={(r) => r.invoiceNo ?? String(r.id)}
        empty={t('invoice.empty')}
        list={query}
        answer={{ data, error, isLoading, mutate }}
      />
    </ConsolePage>
  );
}
