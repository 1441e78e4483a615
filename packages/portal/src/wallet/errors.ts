/**
 * How a wallet sign-in step failed, from the EIP-1193 / JSON-RPC error codes wallets use, or a
 * refusal by the server ('refused', whatever its code: the server's message says why, decision 0088;
 * the nonce call's own failures never get here, decision 0087).
 */
export type WalletFailure = 'rejected' | 'pending' | 'unknownChain' | 'refused' | 'failed';

/** EIP-1193: the user rejected the request. */
export const USER_REJECTED = 4001;
/** JSON-RPC: a request of this kind is already pending in the wallet (MetaMask and others). */
export const REQUEST_PENDING = -32002;
/** EIP-3326: the wallet does not know the chain (add it with wallet_addEthereumChain). */
export const UNRECOGNIZED_CHAIN = 4902;

/**
 * The numeric code of a wallet error, looking where wallets and libraries put it (the error itself,
 * `data.originalError`, `cause`, or ethers' `info.error`).
 */
export function walletErrorCode(error: unknown, depth = 0): number | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.code === 'number') return e.code;
  const nested = [
    (e.data as Record<string, unknown> | undefined)?.originalError,
    e.cause,
    (e.info as Record<string, unknown> | undefined)?.error,
  ];
  for (const inner of nested) {
    const code = walletErrorCode(inner, depth + 1);
    if (code !== undefined) return code;
  }
  return undefined;
}

/** The failure state an error leads to. A refusal by the server is an ApiError of kind 'server'. */
export function classifyWalletError(error: unknown): WalletFailure {
  if (error instanceof Error && error.name === 'ApiError') {
    const { kind } = error as Error & { kind?: string };
    return kind === 'server' ? 'refused' : 'failed';
  }
  switch (walletErrorCode(error)) {
    case USER_REJECTED:
      return 'rejected';
    case REQUEST_PENDING:
      return 'pending';
    case UNRECOGNIZED_CHAIN:
      return 'unknownChain';
    default:
      return 'failed';
  }
}
