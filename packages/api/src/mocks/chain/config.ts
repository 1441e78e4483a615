/**
 * Where the demo backend reaches the platform's chains, and the key it deploys with (decision 0075).
 * - The HTTP API (server.ts) takes them from `CHAIN_RPC_URLS` (JSON by chain code) and
 *   `CHAIN_DEPLOYER_KEY`; the browser demo from the portal, which passes the URLs of its build's
 *   `VITE_CHAIN_RPC_URLS` to `startMockWorker({ chainRpcUrls })`; tests call `configureChains`.
 * - A chain without a URL is "not configured": contract calls on it answer code 25001.
 * - The key defaults to anvil's first development key: a demo's, never a real deployment's.
 */
import { chainCodes, type ChainCode, type Network } from '../../contracts/chains';

/** anvil's (and hardhat's) development account #0: public knowledge, holds only test ether. */
export const ANVIL_DEV_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export type ChainRpcUrls = Partial<Record<ChainCode, string>>;

export interface ChainSettings {
  /** JSON-RPC URL by chain code (http or https). */
  rpcUrls?: ChainRpcUrls | undefined;
  /** The platform's deployer key (0x and 64 hex digits). @default ANVIL_DEV_KEY_0 */
  deployerKey?: string | undefined;
  /** How long a chain may take to answer one request, in ms. @default 8000 */
  timeoutMs?: number | undefined;
  /** The network whose chain ids the URLs serve (the deployment's VITE_WALLET_NETWORK). @default 'mainnet' */
  network?: Network | undefined;
}

let rpcUrls: ChainRpcUrls = {};
let deployerKey = ANVIL_DEV_KEY_0;
let timeoutMs = 8000;
let chainsNetwork: Network = 'mainnet';
/** Changes each time the settings do: providers made for older settings are dropped. */
let generation = 0;

/** The chain URLs out of a JSON text or object; anything but an http(s) URL is left out. */
export function parseChainRpcUrls(raw: unknown): ChainRpcUrls {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return {};
    try {
      parsed = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const out: ChainRpcUrls = {};
  for (const code of chainCodes) {
    const url = (parsed as Record<string, unknown>)[code];
    if (typeof url === 'string' && /^https?:\/\/\S+$/.test(url)) out[code] = url.replace(/\/+$/, '');
  }
  return out;
}

/** Sets the chains the demo backend deploys to and reads from (replaces earlier settings). */
export function configureChains(settings: ChainSettings): void {
  rpcUrls = parseChainRpcUrls(settings.rpcUrls ?? {});
  const key = settings.deployerKey?.trim();
  deployerKey = key && /^0x[0-9a-fA-F]{64}$/.test(key) ? key : ANVIL_DEV_KEY_0;
  timeoutMs = settings.timeoutMs ?? 8000;
  chainsNetwork = settings.network === 'testnet' ? 'testnet' : 'mainnet';
  generation += 1;
}

export const chainRpcUrlOf = (code: ChainCode): string | undefined => rpcUrls[code];
/** The configured URL of a chain on a network: none for the network the chains do not serve. */
export const chainRpcUrlOn = (code: ChainCode, network: Network): string | undefined =>
  network === chainsNetwork ? rpcUrls[code] : undefined;
export const chainDeployerKey = (): string => deployerKey;
export const chainTimeoutMs = (): number => timeoutMs;
export const chainGeneration = (): number => generation;
