import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { appEndpoints } from './endpoints';

export const useApps = createQueryHook(appEndpoints.list);
export const useAppDetail = createQueryHook(appEndpoints.detail);
/** A renewal charges the balance: every screen showing it (overview, home, consumption) revalidates. */
export const useRenewApp = createMutationHook(appEndpoints.renew, {
  invalidates: ['apps.detail', 'apps.list', 'account.overview', 'account.consumption', 'orders.list'],
});
