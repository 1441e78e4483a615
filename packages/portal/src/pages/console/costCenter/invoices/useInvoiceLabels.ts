import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@chainportal/api';
import type { StatusTagEntry } from '@chainportal/ui';

import { INVOICE_COLORS, INVOICE_STATUSES } from '../statusMaps';
import type { InvoiceFileLabels } from './invoiceFiles';
import { useMoney } from '@chainportal/ui';

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
