/**
 * The nonce of a wallet sign-in (decisions 0018, 0050). The spec's backend call is POST
 * /login/address alone; the nonce call is ours. A platform backend without it answers 404, and the
 * portal then writes the EIP-4361 message with a nonce it made itself, valid for a few minutes: such
 * a backend checks the message's domain, chain, nonce (once), Issued At and Expiration Time and
 * the signature (decision 0050 lists what it must check).
 */
import {
  getWalletNonce,
  isApiError,
  type ApiClient,
  type ApiNotice,
  type WalletNonce,
} from '@chainportal/api';

/** How long a message signed with the portal's own nonce is valid: Expiration Time = now + 5 min. */
export const LOCAL_NONCE_TTL_MS = 5 * 60_000;

const notFound = (error: unknown) => isApiError(error) && error.kind === 'http' && error.code === 404;

/**
 * A client `notify` for the nonce call: every notice passes but the HTTP 404 that only says the
 * backend has no nonce call (the sign-in goes on without it, so there is nothing to tell the user).
 */
export function quietWhenNotFound(notify: (notice: ApiNotice) => void) {
  return (notice: ApiNotice) => {
    if (notice.kind === 'http' && notice.code === 404) return;
    notify(notice);
  };
}

export interface WalletNonceOptions {
  /** Makes an EIP-4361 nonce (siwe's generateNonce: at least 8 alphanumeric characters). */
  makeNonce: () => string;
  /** @default Date.now */
  now?: () => number;
}

/** The server's nonce, or, when the backend has no nonce call (HTTP 404), one made here. */
export async function walletNonce(
  client: ApiClient,
  address: string,
  { makeNonce, now = Date.now }: WalletNonceOptions,
): Promise<WalletNonce> {
  try {
    return await getWalletNonce(client, { address });
  } catch (error) {
    if (!notFound(error)) throw error;
    const issuedAt = now();
    return {
      nonce: makeNonce(),
      issuedAt: new Date(issuedAt).toISOString(),
      expiresAt: new Date(issuedAt + LOCAL_NONCE_TTL_MS).toISOString(),
    };
  }
}
