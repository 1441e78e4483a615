import type { RequestHandler } from 'msw';
import { walletEndpoints } from '../../wallet/endpoints';
import { WalletErrorCode } from '../../wallet/schemas';
import { fail, mockEndpoint } from '../lib/http';
import { said } from '../lib/said';
import { allowNonceRequest, issueNonce } from './store';
import { checkWalletLogin, type WalletLoginInput } from './verify';

/**
 * The header through which the HTTP API server (../server.ts) tells the handlers the client's
 * address. The server sets it on every request and overwrites whatever the client sent; the
 * in-process mocks (browser, Vitest) have one client and never see it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

let configuredOrigins: readonly string[] | undefined;

/**
 * The origins a signed message may name (decision 0050): the deployment's, given by the HTTP API
 * server's configuration. `undefined` goes back to the in-process default (below).
 */
export function configureWalletOrigins(origins: readonly string[] | undefined): void {
  configuredOrigins = origins;
}

/**
 * The configured origins (the HTTP API server always configures them, decision 0050). Unconfigured,
 * the mock runs in-process and its only caller is the page or test it runs in: the page's own
 * origin (location, in the browser mock) and the origin that in-process client called (Vitest's
 * msw/node, where there is no page). Neither comes from a header a remote client could forge.
 */
export function walletOrigins(request: Request): readonly string[] {
  if (configuredOrigins) return configuredOrigins;
  const page = (globalThis as { location?: { origin?: string } }).location?.origin;
  const called = new URL(request.url).origin;
  return page && page !== 'null' && page !== called ? [page, called] : [called];
}

/** POST /login/address/nonce: a fresh nonce bound to the address (decision 0018), rate-limited. */
export const walletHandlers: RequestHandler[] = [
  mockEndpoint(walletEndpoints.nonce, ({ address }, { request }) => {
    const client = request.headers.get(CLIENT_ADDRESS_HEADER);
    if (client !== null && !allowNonceRequest(client)) {
      return fail(
        WalletErrorCode.TOO_MANY_NONCES,
        said('登录请求过于频繁，请一分钟后再试', 'Too many sign-in requests, try again in a minute'),
      );
    }
    const issued = issueNonce(address);
    return {
      nonce: issued.nonce,
      issuedAt: new Date(issued.issuedAt).toISOString(),
      expiresAt: new Date(issued.expiresAt).toISOString(),
    };
  }),
];

/** For the POST /login/address handler: the refusal to answer with, or the verified chain id. */
export async function verifyWalletLogin(
  input: WalletLoginInput,
  request: Request,
): Promise<Response | { chainId: string }> {
  const result = await checkWalletLogin(input, { origins: walletOrigins(request) });
  return result.ok ? { chainId: result.chainId } : fail(result.code, result.msg);
}
