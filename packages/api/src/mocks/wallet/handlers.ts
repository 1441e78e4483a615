import type { RequestHandler } from 'msw';
import { walletEndpoints } from '../../wallet/endpoints';
import { fail, mockEndpoint } from '../lib/http';
import { issueNonce } from './store';
import { checkWalletLogin, type WalletLoginInput } from './verify';

/** POST /login/address/nonce: a fresh nonce bound to the address (decision 0018). */
export const walletHandlers: RequestHandler[] = [
  mockEndpoint(walletEndpoints.nonce, ({ address }) => {
    const issued = issueNonce(address);
    return {
      nonce: issued.nonce,
      issuedAt: new Date(issued.issuedAt).toISOString(),
      expiresAt: new Date(issued.expiresAt).toISOString(),
    };
  }),
];

/**
 * For the POST /login/address handler: the refusal to answer with, or the verified chain id.
 * The expected domain is the host the request was sent to (in demo mode the portal's own).
 */
export async function verifyWalletLogin(
  input: WalletLoginInput,
  request: Request,
): Promise<Response | { chainId: string }> {
  const result = await checkWalletLogin(input, { domain: new URL(request.url).host });
  return result.ok ? { chainId: result.chainId } : fail(result.code, result.msg);
}
