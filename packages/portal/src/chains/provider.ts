/**
 * The one way the portal reads a platform chain: ethers' JsonRpcProvider, loaded on demand (ethers
 * is in no first load), one per chain and kept for the page's life. The chain id is pinned to the
 * platform's (staticNetwork), so ethers never polls to detect it; a node answering another chain id
 * is caught by the callers that check `eth_chainId` (the services' Test connection).
 */
import { CHAIN_NETWORKS, type ChainCode, type Network } from '@chainportal/api';
import type { JsonRpcProvider } from 'ethers';
import { walletNetwork } from '../wallet/config';
import { chainRpcUrl } from './config';

const providers = new Map<string, Promise<JsonRpcProvider>>();

/** Thrown when the deployment has no RPC URL for a chain. */
export class ChainNotConfiguredError extends Error {
  constructor(readonly chainCode: ChainCode) {
    super(`No RPC URL is configured for ${chainCode}`);
    this.name = 'ChainNotConfiguredError';
  }
}

/** The provider for a platform chain on the deployment's network. */
export function chainProvider(code: ChainCode, network: Network = walletNetwork()): Promise<JsonRpcProvider> {
  const url = chainRpcUrl(code);
  if (!url) return Promise.reject(new ChainNotConfiguredError(code));
  const key = `${code}:${network}:${url}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = import('ethers').then(
      ({ JsonRpcProvider, Network: EthersNetwork }) =>
        new JsonRpcProvider(url, undefined, {
          // A plain Network, not Network.from(id): ethers knows 80001 (ScOcc03001's id) as Polygon
          // Mumbai and would ask Polygon's gas station for fees.
          staticNetwork: new EthersNetwork(code, BigInt(CHAIN_NETWORKS[code].chainId[network])),
          batchMaxCount: 1,
        }),
    );
    provider.catch(() => providers.delete(key));
    providers.set(key, provider);
  }
  return provider;
}
