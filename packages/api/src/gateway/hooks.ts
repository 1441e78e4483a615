import { createQueryHook } from '../client/hooks';
import { createMutationHook } from '../client/mutationHooks';
import { gatewayEndpoints } from './endpoints';

/** A service's usage; `useServiceUsage({ id, window: '24h' })`. HTTP 404: `isUnavailable(error)`. */
export const useServiceUsage = createQueryHook(gatewayEndpoints.usage);
export const useServiceKey = createQueryHook(gatewayEndpoints.key);
/** A rotation or revocation changes the key and the service's `rpcEndpoint`. */
export const useRotateServiceKey = createMutationHook(gatewayEndpoints.rotateKey, {
  invalidates: ['gateway.key', 'services.detail'],
});
export const useRevokeServiceKey = createMutationHook(gatewayEndpoints.revokeKey, {
  invalidates: ['gateway.key', 'services.detail'],
});
