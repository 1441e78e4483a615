import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { orderEndpoints } from './endpoints';

export const useOrders = createQueryHook(orderEndpoints.list);
export const useOrderDetail = createQueryHook(orderEndpoints.detail);
export const useCancelOrder = createMutationHook(orderEndpoints.cancel, {
  invalidates: ['orders.list', 'orders.detail'],
});
export const usePayOrder = createMutationHook(orderEndpoints.pay, {
  invalidates: ['orders.list', 'orders.detail', 'account.overview', 'account.consumption'],
});
