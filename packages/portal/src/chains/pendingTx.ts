/**
 * The transactions a user sent to a contract from its detail, kept in localStorage by chain and
 * contract address, so one still pending when the page is reloaded or left is followed again on
 * return (issue 29). Only hashes and what the user chose are kept: the receipts are read from the
 * chain each time.
 */

export interface SentRecord {
  hash: string;
  /** The function's signature, e.g. add(uint256). */
  functionKey: string;
  from: string;
  /** ISO time the wallet returned the hash. */
  sentAt: string;
  /** The gas limit it was sent with (out-of-gas is gas used = limit). */
  gasLimit?: string | undefined;
}

const PREFIX = 'cp-contract-tx';
/** The newest kept per contract. */
export const MAX_KEPT = 20;

export const sentTxKey = (chainId: string, address: string): string =>
  `${PREFIX}:${chainId.toLowerCase()}:${address.toLowerCase()}`;

function isRecord(value: unknown): value is SentRecord {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<SentRecord>;
  return (
    typeof v.hash === 'string' &&
    /^0x[0-9a-fA-F]{64}$/.test(v.hash) &&
    typeof v.functionKey === 'string' &&
    typeof v.from === 'string' &&
    typeof v.sentAt === 'string'
  );
}

/** The kept transactions of a contract, newest first; anything malformed is dropped. */
export function readSent(chainId: string, address: string, storage: Storage = localStorage): SentRecord[] {
  try {
    const parsed = JSON.parse(storage.getItem(sentTxKey(chainId, address)) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [];
  }
}

/** Keeps a sent transaction (first in the list); returns the new list. */
export function keepSent(
  chainId: string,
  address: string,
  record: SentRecord,
  storage: Storage = localStorage,
): SentRecord[] {
  const list = [record, ...readSent(chainId, address, storage).filter((r) => r.hash !== record.hash)].slice(
    0,
    MAX_KEPT,
  );
  try {
    storage.setItem(sentTxKey(chainId, address), JSON.stringify(list));
  } catch {
    // Storage full or refused: the list lives for this page only.
  }
  return list;
}
