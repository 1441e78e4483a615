/**
 * Which chains a wallet may sign in with, and how to add one to a wallet (decision 0018). Read from
 * build-time variables; nothing here loads a wallet library.
 */
import { CHAIN_NETWORKS, chainCodes, type ChainCode, type Network } from '@chainportal/api';

export interface AddChainParams {
  rpcUrls: string[];
  nativeCurrency: { name: string; symbol: string; decimals: number };
  blockExplorerUrls?: string[];
}

export interface PlatformChain {
  chainCode: ChainCode;
  chainType: 'consensus' | 'permissioned';
  /** Lower-case hex, as wallets report it. */
  chainId: string;
  /** Parameters for wallet_addEthereumChain, when the deployment configured them. */
  add?: AddChainParams | undefined;
}

const DEFAULT_HELP_URL = 'https://ethereum.org/wallets/find-wallet/';

/** `VITE_WALLET_NETWORK`: 'mainnet' (list one of the spec, the default) or 'testnet' (list two). */
export function walletNetwork(value: unknown = import.meta.env.VITE_WALLET_NETWORK): Network {
  return value === 'testnet' ? 'testnet' : 'mainnet';
}

function isAddParams(value: unknown): value is AddChainParams {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<AddChainParams>;
  return (
    Array.isArray(v.rpcUrls) &&
    v.rpcUrls.length > 0 &&
    v.rpcUrls.every((u) => typeof u === 'string' && /^https?:\/\//.test(u)) &&
    typeof v.nativeCurrency?.symbol === 'string' &&
    typeof v.nativeCurrency.name === 'string' &&
    typeof v.nativeCurrency.decimals === 'number'
  );
}

/** `VITE_WALLET_ADD_CHAIN`: JSON by chain code; anything malformed is ignored. */
export function parseAddChain(raw: unknown): Partial<Record<ChainCode, AddChainParams>> {
  if (typeof raw !== 'string' || raw.trim() === '') return {};
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<Record<ChainCode, AddChainParams>> = {};
    for (const code of chainCodes) if (isAddParams(parsed[code])) out[code] = parsed[code];
    return out;
  } catch {
    return {};
  }
}

/** The platform's chains for the configured network, in the spec's order. */
export function platformChains(
  network: Network = walletNetwork(),
  addChain: Partial<Record<ChainCode, AddChainParams>> = parseAddChain(import.meta.env.VITE_WALLET_ADD_CHAIN),
): PlatformChain[] {
  return chainCodes.map((code) => ({
    chainCode: code,
    chainType: CHAIN_NETWORKS[code].chainType,
    chainId: CHAIN_NETWORKS[code].chainId[network].toLowerCase(),
    add: addChain[code],
  }));
}

/** Where "How to get a wallet" leads: `VITE_WALLET_HELP_URL`, else ethereum.org's wallet finder. */
export const WALLET_HELP_URL: string =
  typeof import.meta.env.VITE_WALLET_HELP_URL === 'string' &&
  /^https:\/\//.test(import.meta.env.VITE_WALLET_HELP_URL)
    ? import.meta.env.VITE_WALLET_HELP_URL
    : DEFAULT_HELP_URL;

/** A hex chain id in one form ('0x13881'), whatever case or zero padding the wallet used. */
export function normalizeChainId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return `0x${value.toString(16)}`;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return undefined;
  return `0x${BigInt(value).toString(16)}`;
}
