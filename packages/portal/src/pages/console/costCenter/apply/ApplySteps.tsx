// The three choosing steps of an invoice application.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  titleTypes,
  useInvoiceTitles,
  useMailingAddresses,
  useOrders,
  type InvoiceTitle,
  type MailingAddress,
  type OrderItem,
} from '@chainportal/api';
import {
  FORMAT_PLACEHOLDER,
  FormField,
  RadioGroup,
  Skeleton,
  Table,
  enumLabel,
  formatDate,
  maskPhone,
  joinText,
} from '@chainportal/ui';
import { Hint } from '../../parts/ConsolePage';
import { useMoney } from '../../parts/money';

export interface Choice {
  titleId: number | null;
  titleName?: string;
  titleProblem?: string;
  type: 'normal' | 'special';
  medium: 'electronic' | 'paper';
  addressId: number | null;
  addressText?: string;
}

/** What the application keeps of a chosen order: enough to list it and add up the amount. */
export type ChosenOrder = Pick<OrderItem, 'id' | 'orderNo' | 'amount'>;

/** The title's name, and why it cannot be used for the invoice type, if it cannot. */
export function titleDetails(
  title: InvoiceTitle | undefined,
  type: Choice['type'],
  t: (key: 'apply.specialNeedsCompany') => string,
): Pick<Choice, 'titleName' | 'titleProblem'> {
  return {
    titleName: title?.name,
    titleProblem:
      title && type === 'special' && title.titleType !== 'company'
        ? t('apply.specialNeedsCompany')
        : undefined,
  };
}

/** A mailing address on one line: recipient, masked phone, region, detail. */
export function addressText(address: MailingAddress | undefined): string | undefined {
  return address
    ? joinText([address.recipient, address.phone && maskPhone(address.phone), address.region, address.detail])
    : undefined;
}

const PAGE_SIZE = 10;

export function OrdersStep({
  selected,
  onChange,
}: {
  selected: Map<number, ChosenOrder>;
  onChange: (next: Map<number, ChosenOrder>) => void;
}) {
  const { t } = useTranslation('billing');
  const money = useMoney();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useOrders({
    invoiceable: true,
    pageNum: page,
    pageSize: PAGE_SIZE,
  });
  const rows = data?.list ?? [];
  return (
    <>
      <h2>{t('apply.chooseOrders')}</h2>
      <Table
        caption={t('apply.chooseOrders')}
        columns={[
          { key: 'orderNo', kind: 'id', title: t('order.orderNo'), accessor: 'orderNo' },
          { key: 'productName', kind: 'text', title: t('order.product'), accessor: 'productName' },
          {
            key: 'amount',
            kind: 'amount',
            title: t('order.amount'),
            align: 'right',
            render: (_, r) => money(r.amount),
          },
          {
            key: 'paidAt',
            kind: 'date',
            title: t('order.statuses.paid'),
            render: (_, r) => (r.paidAt ? formatDate(r.paidAt) : '-'),
          },
        ]}
        data={rows}
        rowKey="id"
        selectable
        getRowLabel={(r) => r.orderNo ?? String(r.id)}
        selectedRowKeys={rows.filter((r) => selected.has(r.id)).map((r) => String(r.id))}
        onSelectionChange={(keys) => {
          const next = new Map(selected);
          for (const row of rows) {
            if (keys.includes(String(row.id)))
              next.set(row.id, { id: row.id, orderNo: row.orderNo, amount: row.amount });
            else next.delete(row.id);
          }
          onChange(next);
        }}
        loading={isLoading}
        error={error ? t('common.loadFailed') : undefined}
        onRetry={() => void mutate()}
        empty={t('apply.noOrders')}
        pagination={{ page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onChange: (p) => setPage(p) }}
      />
    </>
  );
}

export function TitleStep({ choice, onChange }: { choice: Choice; onChange: (c: Choice) => void }) {
  const { t } = useTranslation('billing');
  const { data, error, isLoading } = useInvoiceTitles();
  const pick = (id: number | null, type = choice.type) => {
    const title = data?.find((x) => x.id === id);
    onChange({ ...choice, type, titleId: title?.id ?? null, ...titleDetails(title, type, t) });
  };
  useEffect(() => {
    if (choice.titleId === null && data?.length) pick((data.find((x) => x.isDefault) ?? data[0])?.id ?? null);
    // choose the default title once the list arrives
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  if (isLoading) return <Skeleton />;
  if (error) return <Hint role="alert">{t('common.loadFailed')}</Hint>;
  return (
    <>
      <h2>{t('apply.chooseTitle')}</h2>
      {data?.length ? (
        <FormField label={t('invoice.titleName')} required error={choice.titleProblem}>
          <RadioGroup
            orientation="vertical"
            value={choice.titleId === null ? '' : String(choice.titleId)}
            onValueChange={(id) => pick(Number(id))}
            options={data.map((x) => ({
              value: String(x.id),
              label: `${x.name ?? FORMAT_PLACEHOLDER} (${enumLabel(x.titleType, titleTypes, (v) => t(`titles.types.${v}`))}${x.taxNo ? ` · ${x.taxNo}` : ''})`,
            }))}
          />
        </FormField>
      ) : (
        <Hint>{t('apply.noTitles')}</Hint>
      )}
      <FormField label={t('invoice.type')} required>
        <RadioGroup
          value={choice.type}
          onValueChange={(type) => pick(choice.titleId, type as Choice['type'])}
          options={(['normal', 'special'] as const).map((v) => ({
            value: v,
            label: t(`invoice.types.${v}`),
          }))}
        />
      </FormField>
      <Link to="/costCenter/invoicesMGT/invoicesInfo">{t('apply.manageTitles')}</Link>
    </>
  );
}

export function DeliveryStep({ choice, onChange }: { choice: Choice; onChange: (c: Choice) => void }) {
  const { t } = useTranslation('billing');
  const { data, error, isLoading } = useMailingAddresses();
  const pick = (id: number | null, medium = choice.medium) => {
    const a = data?.find((x) => x.id === id);
    onChange({ ...choice, medium, addressId: a?.id ?? null, addressText: addressText(a) });
  };
  useEffect(() => {
    // Paper chosen before the addresses arrived: take the default one when they do.
    if (choice.medium === 'paper' && choice.addressId === null && data?.length)
      pick((data.find((x) => x.isDefault) ?? data[0])?.id ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, choice.medium]);
  return (
    <>
      <h2>{t('apply.chooseAddress')}</h2>
      <FormField label={t('invoice.medium')} required>
        <RadioGroup
          value={choice.medium}
          onValueChange={(medium) =>
            pick(choice.addressId ?? data?.find((x) => x.isDefault)?.id ?? null, medium as Choice['medium'])
          }
          options={(['electronic', 'paper'] as const).map((v) => ({
            value: v,
            label: t(`invoice.media.${v}`),
          }))}
        />
      </FormField>
      {choice.medium === 'paper' ? (
        isLoading ? (
          <Skeleton />
        ) : error ? (
          <Hint role="alert">{t('common.loadFailed')}</Hint>
        ) : data?.length ? (
          <FormField label={t('invoice.address')} required>
            <RadioGroup
              orientation="vertical"
              value={choice.addressId === null ? '' : String(choice.addressId)}
              onValueChange={(id) => pick(Number(id))}
              options={data.map((a) => ({
                value: String(a.id),
                label: joinText(
                  [
                    joinText([a.recipient, a.phone && maskPhone(a.phone)]),
                    joinText([a.region, a.detail, a.postcode]),
                  ],
                  ' · ',
                ),
              }))}
            />
          </FormField>
        ) : (
          <Hint>{t('apply.noAddresses')}</Hint>
        )
      ) : (
        <Hint>{t('invoice.noAddress')}</Hint>
      )}
      <Link to="/costCenter/invoicesMGT/invoicesAddress">{t('apply.manageAddresses')}</Link>
    </>
  );
}
