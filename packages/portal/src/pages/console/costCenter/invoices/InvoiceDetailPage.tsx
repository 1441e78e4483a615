// /costCenter/invoicesMGT/invoicesMGTdetail?id=: one invoice, its title, address and orders.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { invoiceMediums, invoiceTypes, isNotFound, useApiClient, useInvoiceDetail } from '@chainportal/api';
import {
  Button,
  Card,
  Descriptions,
  Result,
  StatusTag,
  Table,
  formatDate,
  maskPhone,
  message,
  enumLabel,
  joinText,
  useMoney,
} from '@chainportal/ui';
import { ConsolePage } from '../../parts/ConsolePage';
import { DetailState } from '../../parts/ListControls';
import { downloadInvoices, hasFile } from './invoiceFiles';
import { useInvoiceFileLabels, useInvoiceOrderColumns, useInvoiceStatusMap } from './useInvoiceLabels';

export default function InvoiceDetailPage() {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const orderColumns = useInvoiceOrderColumns();
  const navigate = useNavigate();
  const client = useApiClient();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = useInvoiceDetail(valid ? { id } : null);
  const statusMap = useInvoiceStatusMap();
  const labels = useInvoiceFileLabels();
  const [downloading, setDownloading] = useState(false);
  const back = <Button onClick={() => void navigate('/costCenter/invoicesMGT')}>{t('common.back')}</Button>;

  if (!valid || isNotFound(error))
    return (
      <ConsolePage title={t('invoice.detail')}>
        <Result status="404" headingLevel="h2" title={t('invoice.notFound')} extra={back} />
      </ConsolePage>
    );

  return (
    <ConsolePage
      title={data ? joinText([t('invoice.detail'), data.invoiceNo]) : t('invoice.detail')}
      actions={
        <>
          {data && hasFile(data) ? (
            <Button
              variant="primary"
              loading={downloading}
              disabled={downloading}
              onClick={async () => {
                setDownloading(true);
                try {
                  await downloadInvoices(client, [data], labels);
                } catch {
                  message.error(t('invoice.downloadFailed'));
                } finally {
                  setDownloading(false);
                }
              }}
            >
              {t('invoice.download')}
            </Button>
          ) : null}
          {back}
        </>
      }
    >
      <DetailState loading={isLoading} error={error} onRetry={() => void mutate()}>
        {data ? (
          <>
            <Descriptions
              bordered
              columns={2}
              items={[
                { key: 'no', label: t('invoice.invoiceNo'), value: data.invoiceNo },
                {
                  key: 'status',
                  label: t('invoice.status'),
                  value: <StatusTag status={data.status} statusMap={statusMap} />,
                },
                { key: 'title', label: t('invoice.titleName'), value: data.title?.name },
                { key: 'tax', label: t('invoice.taxNo'), value: data.title?.taxNo ?? '-' },
                {
                  key: 'type',
                  label: t('invoice.type'),
                  value: enumLabel(data.type, invoiceTypes, (v) => t(`invoice.types.${v}`)),
                },
                {
                  key: 'medium',
                  label: t('invoice.medium'),
                  value: enumLabel(data.medium, invoiceMediums, (v) => t(`invoice.media.${v}`)),
                },
                { key: 'amount', label: t('invoice.amount'), value: money(data.amount) },
                { key: 'created', label: t('invoice.createdAt'), value: formatDate(data.createdAt) },
                {
                  key: 'issued',
                  label: t('invoice.issuedAt'),
                  value: data.issuedAt ? formatDate(data.issuedAt) : '-',
                },
                {
                  key: 'address',
                  label: t('invoice.address'),
                  value: data.address
                    ? `${data.address.recipient} ${maskPhone(data.address.phone)} ${data.address.region} ${data.address.detail}`
                    : t('invoice.noAddress'),
                },
                { key: 'remark', label: t('invoice.remark'), value: data.remark || '-', span: 2 },
              ]}
            />
            <Card title={t('invoice.orders')} titleLevel={2}>
              <Table
                caption={t('invoice.orders')}
                columns={orderColumns}
                data={data.orders}
                rowKey="id"
                pagination={false}
              />
            </Card>
          </>
        ) : null}
      </DetailState>
    </ConsolePage>
  );
}
