import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@chainportal/api';
import { formatDate, useMoney, type StatusTagEntry, type TableColumn } from '@chainportal/ui';
import { INVOICE_COLORS, INVOICE_STATUSES } from '../statusMaps';
import type { InvoiceFileLabels } from './invoiceFiles';

export function useInvoiceStatusMap(): Record<InvoiceStatus, StatusTagEntry> {
  const { t } = useTranslation('billing');
  return Object.fromEntries(
    INVOICE_STATUSES.map((s) => [s, { color: INVOICE_COLORS[s], label: t(`invoice.statuses.${s}`) }]),
  ) as Record<InvoiceStatus, StatusTagEntry>;
}

export function useInvoiceFileLabels(): InvoiceFileLabels {
  const { t } = useTranslation('billing');
  const money = useMoney();
  return {
    heading: t('invoice.file.heading'),
    buyer: t('invoice.file.buyer'),
    taxNo: t('invoice.taxNo'),
    total: t('invoice.file.total'),
    money: (amount) => money(amount),
  };
}

/** An order as an invoice lists it. */
interface InvoiceOrder {
  orderNo?: string | null;
  productName?: string | null;
  amount?: number | null;
  paidAt?: string | null;
}

/** The columns of an invoice's orders: those to choose when applying, and those an invoice holds. */
export function useInvoiceOrderColumns<Row extends InvoiceOrder>(): TableColumn<Row>[] {
  const { t } = useTranslation('billing');
  const money = useMoney();
  return [
    { key: 'orderNo', kind: 'id', title: t('order.orderNo'), accessor: 'orderNo' },
    { key: 'productName', kind: 'text', title: t('order.product'), accessor: 'productName' },
    {
      key: 'amount',
      kind: 'amount',
      title: t('order.amount'),
      align: 'right',
      render: (_, r) => money(r.amount),
    },
    { key: 'paidAt', kind: 'date', title: t('order.statuses.paid'), render: (_, r) => formatDate(r.paidAt) },
  ];
}
