import { useCallback, useEffect, useRef, useState } from 'react';
import type { TransactionState } from '../../../../chains/contractCalls';
import { keepSent, readSent, type SentRecord } from '../../../../chains/pendingTx';
import type { OnchainApi, OnchainContract } from './onchainApi';

/** How often a pending transaction's receipt is asked for. */
export const RECEIPT_POLL_MS = 3000;
/** A transaction still pending after this long is shown as pending for long. */
export const LONG_PENDING_MS = 2 * 60 * 1000;

export interface TrackedTransaction {
  hash: string;
  /** 'deploy', or the function's signature. */
  functionKey: string;
  sentAt: string | undefined;
  /** undefined until the first answer; a failure to reach the chain keeps the last one. */
  state: TransactionState | undefined;
  /** The chain could not be asked (the last time). */
  unreachable: boolean;
}

async function askReceipts(
  api: OnchainApi,
  hashes: readonly string[],
): Promise<Record<string, { state?: TransactionState; unreachable: boolean }>> {
  const answers = await Promise.all(
    hashes.map(async (hash) => {
      try {
        return [hash, { state: await api.receipt(hash), unreachable: false }] as const;
      } catch {
        return [hash, { unreachable: true }] as const;
      }
    }),
  );
  return Object.fromEntries(answers);
}

/**
 * The contract's deployment and the transactions the user sent from this page (kept across a
 * reload by chain + address, ../../../../chains/pendingTx.ts), each with its receipt; the pending
 * ones are asked again every few seconds until they are in a block.
 */
export function useSentTransactions(api: OnchainApi, contract: OnchainContract) {
  const { chainId, address, txHash } = contract;
  const [sent, setSent] = useState<SentRecord[]>(() => readSent(chainId, address));
  const [states, setStates] = useState<Record<string, { state?: TransactionState; unreachable: boolean }>>(
    {},
  );
  const [now, setNow] = useState(() => Date.now());
  const hashes = [...sent.map((r) => r.hash), ...(txHash ? [txHash] : [])];
  const latest = useRef({ api, hashes });
  useEffect(() => {
    latest.current = { api, hashes };
  });

  type Answers = Record<string, { state?: TransactionState; unreachable: boolean }>;
  const merge = useCallback((answers: Answers) => {
    setStates((s) => {
      const next = { ...s };
      for (const [hash, answer] of Object.entries(answers)) {
        next[hash] = answer.unreachable ? { ...s[hash], unreachable: true } : answer;
      }
      return next;
    });
    setNow(Date.now());
  }, []);

  /** Asks the chain for the receipts of `only` (default: every listed transaction). */
  const check = useCallback(
    async (only?: string[]) => merge(await askReceipts(latest.current.api, only ?? latest.current.hashes)),
    [merge],
  );

  const key = hashes.join(',');
  useEffect(() => {
    let live = true;
    void askReceipts(latest.current.api, key === '' ? [] : key.split(',')).then(
      (answers) => live && merge(answers),
    );
    return () => {
      live = false;
    };
  }, [merge, key]);

  const pending = hashes.filter((h) => {
    const s = states[h];
    return !s || s.unreachable || s.state?.status === 'pending';
  });
  const pendingKey = pending.join(',');
  useEffect(() => {
    if (pendingKey === '') return;
    const timer = setInterval(() => void check(pendingKey.split(',')), RECEIPT_POLL_MS);
    return () => clearInterval(timer);
  }, [check, pendingKey]);

  const add = useCallback(
    (record: SentRecord) => setSent(keepSent(chainId, address, record)),
    [chainId, address],
  );

  const list: TrackedTransaction[] = [
    ...sent.map((r) => ({ hash: r.hash, functionKey: r.functionKey, sentAt: r.sentAt })),
    ...(txHash ? [{ hash: txHash, functionKey: 'deploy', sentAt: undefined }] : []),
  ].map((t) => ({ ...t, state: states[t.hash]?.state, unreachable: states[t.hash]?.unreachable ?? false }));

  /** Pending for longer than LONG_PENDING_MS (of the ones whose sending time is known). */
  const isLongPending = (t: TrackedTransaction) =>
    t.state?.status === 'pending' && t.sentAt !== undefined && now - Date.parse(t.sentAt) > LONG_PENDING_MS;

  return { transactions: list, add, refresh: check, isLongPending };
}
