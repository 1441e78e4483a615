import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { accountEndpoints } from './endpoints';

export const useAccountOverview = createQueryHook(accountEndpoints.overview);
export const useConsumption = createQueryHook(accountEndpoints.consumption);
export const useDrops = createQueryHook(accountEndpoints.drops);
export const useRecharges = createQueryHook(accountEndpoints.recharges);
export const useRecharge = createMutationHook(accountEndpoints.recharge, {
  invalidates: ['account.overview', 'account.recharges'],
});
export const useWithdraw = createMutationHook(accountEndpoints.withdraw, {
  invalidates: ['account.overview'],
});
export const useRefund = createMutationHook(accountEndpoints.refund, {
  invalidates: ['account.overview', 'orders.list', 'orders.detail'],
});
