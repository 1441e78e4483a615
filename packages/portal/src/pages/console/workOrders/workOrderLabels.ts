import type { TFunction } from 'i18next';
import type { WorkOrderStatus } from '@chainportal/api';
import type { StatusTagEntry } from '@chainportal/ui';

export const WORK_ORDER_TYPES = ['technical', 'billing', 'account', 'other'] as const;
export const WORK_ORDER_STATUSES = ['pending', 'processing', 'replied', 'closed'] as const;

export function workOrderStatusMap(t: TFunction<'console'>): Record<WorkOrderStatus, StatusTagEntry> {
  return {
    pending: { color: 'warning', label: t('workOrder.status.pending') },
    processing: { color: 'info', label: t('workOrder.status.processing') },
    replied: { color: 'success', label: t('workOrder.status.replied') },
    closed: { color: 'default', label: t('workOrder.status.closed') },
  };
}
