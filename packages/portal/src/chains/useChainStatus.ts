/**
 * The live status of a platform chain, refreshed while the page is visible (issue 29): SWR reads the
 * chain every `refreshMs` (12 s, about one block), not while the document is hidden, and again when
 * it is shown. A failed read is retried at the same pace; the figures of the last good read stay, as
 * `stale`. A chain without an RPC URL is `notConfigured` and is never called.
 */
import useSWR from 'swr';
import type { ChainCode, Network } from '@chainportal/api';
import { walletNetwork } from '../wallet/config';
import { chainRpcUrl } from './config';
import { readChain, type ChainReading } from './chainStatus';
import { chainProvider } from './provider';

export type ChainStatusState = 'loading' | 'live' | 'stale' | 'unreachable' | 'notConfigured';

export interface ChainStatusResult {
  state: ChainStatusState;
  /** The last good reading (live and stale). */
  reading?: ChainReading | undefined;
}

export const CHAIN_STATUS_REFRESH_MS = 12_000;

export interface UseChainStatusOptions {
  refreshMs?: number;
  network?: Network;
}

/** The state and the last reading of a platform chain. */
export function useChainStatus(code: ChainCode, options: UseChainStatusOptions = {}): ChainStatusResult {
  const { refreshMs = CHAIN_STATUS_REFRESH_MS, network = walletNetwork() } = options;
  const url = chainRpcUrl(code);
  const { data, error } = useSWR(
    url ? ['chain-status', code, network, url] : null,
    async () => readChain(await chainProvider(code, network)),
    {
      refreshInterval: refreshMs,
      refreshWhenHidden: false,
      revalidateOnFocus: true,
      dedupingInterval: Math.min(2000, refreshMs),
      // SWR's interval skips a key in error: a chain that failed is read again at the same pace
      // (not while hidden; showing the page reads it again), so it comes back when it answers.
      shouldRetryOnError: true,
      onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
        if (!config.isVisible()) return;
        setTimeout(() => void revalidate({ retryCount }), refreshMs);
      },
    },
  );
  if (!url) return { state: 'notConfigured' };
  if (data) return { state: error ? 'stale' : 'live', reading: data };
  if (error) return { state: 'unreachable' };
  return { state: 'loading' };
}
