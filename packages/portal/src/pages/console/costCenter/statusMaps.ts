// Colours of the cost-center statuses; the labels come from billing.json (colour is never the only cue).
import type { TagColor } from '@chainportal/ui';
import type { InvoiceStatus, OrderStatus, RechargeStatus } from '@chainportal/api';

export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'cancelled', 'refunded'];
export const ORDER_COLORS: Record<OrderStatus, TagColor> = {
  pending: 'warning',
  paid: 'success',
  cancelled: 'default',
  refunded: 'info',
};

export const INVOICE_STATUSES: readonly InvoiceStatus[] = ['pending', 'issued', 'mailed', 'rejected'];
export const INVOICE_COLORS: Record<InvoiceStatus, TagColor> = {
  pending: 'warning',
  issued: 'success',
  mailed: 'primary',
  rejected: 'danger',
};

export const RECHARGE_STATUSES: readonly RechargeStatus[] = ['pending', 'success', 'failed'];
export const RECHARGE_COLORS: Record<RechargeStatus, TagColor> = {
  pending: 'warning',
  success: 'success',
  failed: 'danger',
};
