/**
 * The chain browser's reads as SWR hooks (issue 41). The reads (reads.ts, with ethers and the
 * decoding) load on the first call; the latest blocks are read again every LATEST_REFRESH_MS while
 * the page is visible (SWR pauses its interval while the document is hidden and reads again when it
 * is shown). A failed read keeps its error; Retry reads again.
 */
import useSWR from 'swr';
import type { ChainCode } from '@chainportal/api';
import type { ContractRecordRef } from './reads';

/** Finds the customer's contract records at addresses of a chain (the console gives one). */
export type RecordFinder = (chain: ChainCode, addresses: string[]) => Promise<ContractRecordRef[]>;

/** About a block on the platform's chains; anvil (the demo) mines on each transaction. */
const LATEST_REFRESH_MS = 5_000;

/** The reads (with ethers and the decoding) and the chain's provider, on the first call. */
const reads = async () => {
  const [module, { chainProvider }] = await Promise.all([import('./reads'), import('../chains/provider')]);
  return { ...module, chainProvider };
};

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

export function useLatestBlocks(chain: ChainCode | undefined) {
  return useSWR(
    chain ? ['explorer', 'latest', chain] : null,
    async () => {
      const r = await reads();
      return r.latestBlocks(await r.chainProvider(chain as ChainCode));
    },
    {
      refreshInterval: LATEST_REFRESH_MS,
      refreshWhenHidden: false,
      revalidateOnFocus: true,
      keepPreviousData: true,
      shouldRetryOnError: false,
    },
  );
}

export function useBlock(chain: ChainCode | undefined, number: number | undefined) {
  return useSWR(
    chain && number !== undefined ? ['explorer', 'block', chain, number] : null,
    async () => {
      const r = await reads();
      return r.blockByNumber(await r.chainProvider(chain as ChainCode), number as number);
    },
    once,
  );
}

/** A transaction, decoded with the customer's records too when `find` is given (the console). */
export function useTransaction(
  chain: ChainCode | undefined,
  hash: string | undefined,
  find: RecordFinder | undefined,
) {
  return useSWR(
    chain && hash ? ['explorer', 'tx', chain, hash, find ? 'records' : 'public'] : null,
    async () => {
      const r = await reads();
      return r.transaction(
        await r.chainProvider(chain as ChainCode),
        hash as string,
        find && ((addresses) => find(chain as ChainCode, addresses)),
      );
    },
    once,
  );
}

export function useAddress(chain: ChainCode | undefined, address: string | undefined) {
  return useSWR(
    chain && address ? ['explorer', 'address', chain, address] : null,
    async () => {
      const r = await reads();
      return r.addressInfo(await r.chainProvider(chain as ChainCode), address as string);
    },
    once,
  );
}

/** The customer's record at an address (console only; undefined elsewhere or when there is none). */
export function useRecordAt(chain: ChainCode | undefined, address: string | undefined, find?: RecordFinder) {
  return useSWR(
    chain && address && find ? ['explorer', 'record', chain, address] : null,
    async () => (await (find as RecordFinder)(chain as ChainCode, [address as string]))[0] ?? null,
    once,
  );
}
