/**
 * The nonce of a wallet sign-in (decisions 0018, 0050, 0087). The spec's backend call is POST
 * /login/address alone; the nonce call is ours. Any failure of that call (an HTTP error such as 404,
 * 405, 501, 401 or 403, a network error or time-out, a non-zero envelope code, an answer that is not
 * a nonce) means the backend has no nonce for us, and the portal then writes the EIP-4361 message
 * with a nonce it made itself, valid for a few minutes: such a backend checks the message's domain,
 * chain, nonce (once), Issued At and Expiration Time and the signature (decision 0050 lists what it
 * must check). Nothing about the failed nonce call is shown to the user.
 */
import {
  getWalletNonce,
  isApiError,
  type ApiClient,
  type ApiErrorKind,
  type ApiNotice,
  type WalletNonce,
} from '@chainportal/api';

/** How long a message signed with the portal's own nonce is valid: Expiration Time = now + 5 min. */
export const LOCAL_NONCE_TTL_MS = 5 * 60_000;

/**
 * The failures of the nonce call that mean "this backend has no nonce for us": everything the
 * backend (or its absence) can answer. Not a cancelled call, nor a payload the client refused to
 * send ('aborted', 'invalid'): those are the portal's own doing.
 */
const NO_NONCE: ReadonlySet<ApiErrorKind> = new Set<ApiErrorKind>([
  'http',
  'network',
  'timeout',
  'server',
  'session',
  'malformed',
  'refused',
]);

const noNonce = (error: unknown) => isApiError(error) && NO_NONCE.has(error.kind);

/**
 * A client `notify` for the nonce call: quiet for every failure that only says the backend has no
 * nonce call (the sign-in goes on without it, so there is nothing to tell the user).
 */
export function quietWhenNoNonce(notify: (notice: ApiNotice) => void) {
  return (notice: ApiNotice) => {
    if (NO_NONCE.has(notice.kind)) return;
    notify(notice);
  };
}

export interface WalletNonceOptions {
  /** Makes an EIP-4361 nonce (siwe's generateNonce: at least 8 alphanumeric characters). */
  makeNonce: () => string;
  /** @default Date.now */
  now?: () => number;
}

/** The server's nonce, or, when the nonce call fails in any way the backend can, one made here. */
export async function walletNonce(
  client: ApiClient,
  address: string,
  { makeNonce, now = Date.now }: WalletNonceOptions,
): Promise<WalletNonce> {
  try {
    return await getWalletNonce(client, { address });
  } catch (error) {
    if (!noNonce(error)) throw error;
    const issuedAt = now();
    return {
      nonce: makeNonce(),
      issuedAt: new Date(issuedAt).toISOString(),
      expiresAt: new Date(issuedAt + LOCAL_NONCE_TTL_MS).toISOString(),
    };
  }
}
