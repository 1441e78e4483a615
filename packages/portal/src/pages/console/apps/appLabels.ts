import type { TFunction } from 'i18next';
import type { AppStatus } from '@chainportal/api';
import type { StatusTagEntry } from '@chainportal/ui';

export const APP_STATUSES = ['active', 'disabled', 'reviewing'] as const;

export function appStatusMap(t: TFunction<'console'>): Record<AppStatus, StatusTagEntry> {
  return {
    active: { color: 'success', label: t('app.status.active') },
    reviewing: { color: 'info', label: t('app.status.reviewing') },
    disabled: { color: 'default', label: t('app.status.disabled') },
  };
}
