import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { marketEndpoints } from './endpoints';

export const useMarketProducts = createQueryHook(marketEndpoints.list);
export const useMarketProviders = createQueryHook(marketEndpoints.providers);
export const useMarketProduct = createQueryHook(marketEndpoints.detail);
export const usePurchaseMarketProduct = createMutationHook(marketEndpoints.purchase, {
  invalidates: ['orders.list', 'market.list', 'market.detail'],
});
