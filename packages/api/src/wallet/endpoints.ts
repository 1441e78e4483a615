import { defineEndpoint } from '../client/endpoint';
import { createEndpointFunction } from '../client/functions';
import { walletNonceRequestSchema, walletNonceSchema } from './schemas';

const tags = ['session'];

export const walletEndpoints = {
  nonce: defineEndpoint({
    id: 'wallet.nonce',
    method: 'POST',
    path: '/login/address/nonce',
    request: walletNonceRequestSchema,
    response: walletNonceSchema,
    auth: false,
    loading: false,
    summary:
      'A one-time nonce for the EIP-4361 message of a wallet sign-in (POST /login/address accepts it once, before expiresAt)',
    tags,
  }),
} as const;

export const getWalletNonce = createEndpointFunction(walletEndpoints.nonce);
