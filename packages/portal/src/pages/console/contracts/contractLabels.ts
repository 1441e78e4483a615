import type { TFunction } from 'i18next';
import type { ContractStatus } from '@chainportal/api';
import type { StatusTagEntry } from '@chainportal/ui';

export const CONTRACT_STATUSES = ['compiling', 'deploying', 'deployed', 'failed'] as const;
export const CHAIN_CODES = ['ScOcc02001', 'ScOcc03001'] as const;
export const NETWORKS = ['mainnet', 'testnet'] as const;

export function contractStatusMap(t: TFunction<'console'>): Record<ContractStatus, StatusTagEntry> {
  return {
    compiling: { color: 'info', label: t('contract.status.compiling') },
    deploying: { color: 'info', label: t('contract.status.deploying') },
    deployed: { color: 'success', label: t('contract.status.deployed') },
    failed: { color: 'danger', label: t('contract.status.failed') },
  };
}
