import type { TFunction } from 'i18next';
import type { ServiceStatus } from '@chainportal/api';
import type { StatusTagEntry } from '@chainportal/ui';

export const SERVICE_STATUSES = ['running', 'pending', 'expired', 'stopped'] as const;
export const CHAIN_TYPES = ['core', 'consensus', 'permissioned'] as const;
export const EDITIONS = ['basic', 'custom', 'trial', 'advanced'] as const;

export function serviceStatusMap(t: TFunction<'console'>): Record<ServiceStatus, StatusTagEntry> {
  return {
    running: { color: 'success', label: t('service.status.running') },
    pending: { color: 'info', label: t('service.status.pending') },
    expired: { color: 'danger', label: t('service.status.expired') },
    stopped: { color: 'default', label: t('service.status.stopped') },
  };
}
