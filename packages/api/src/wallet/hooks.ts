import { createMutationHook } from '../client/mutationHooks';
import { walletEndpoints } from './endpoints';

/** `const { trigger } = useWalletNonce(); const { nonce } = await trigger({ address })`. */
export const useWalletNonce = createMutationHook(walletEndpoints.nonce);
