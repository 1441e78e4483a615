/**
 * Which chains a wallet may sign in with, and how to add one to a wallet (decision 0018). Read from
 * the deployment's settings (config.json, else the build variables: decision 0089) when called;
 * nothing here loads a wallet library.
 */
import { CHAIN_NETWORKS, chainCodes, type ChainCode, type Network } from '@chainportal/api';
import { runtimeConfig } from '../app/runtimeConfig';

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

/**
 * The wallet chain gate, `walletNetwork` (`VITE_WALLET_NETWORK`): 'mainnet' (list one of the spec,
 * the default) or 'testnet' (list two).
 */
export function walletNetwork(value: unknown = runtimeConfig().walletNetwork): Network {
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

/**
 * `walletAddChain` (`VITE_WALLET_ADD_CHAIN`): by chain code, as an object or its JSON text; anything
 * malformed is ignored.
 */
export function parseAddChain(raw: unknown): Partial<Record<ChainCode, AddChainParams>> {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const byCode = parsed as Record<string, unknown>;
  const out: Partial<Record<ChainCode, AddChainParams>> = {};
  for (const code of chainCodes) if (isAddParams(byCode[code])) out[code] = byCode[code];
  return out;
}

/** The platform's chains for the configured network, in the spec's order. */
export function platformChains(
  network: Network = walletNetwork(),
  addChain: Partial<Record<ChainCode, AddChainParams>> = parseAddChain(runtimeConfig().walletAddChain),
): PlatformChain[] {
  return chainCodes.map((code) => ({
    chainCode: code,
    chainType: CHAIN_NETWORKS[code].chainType,
    chainId: CHAIN_NETWORKS[code].chainId[network].toLowerCase(),
    add: addChain[code],
  }));
}

/**
 * Where "How to get a wallet" leads: `walletHelpUrl` (`VITE_WALLET_HELP_URL`), else ethereum.org's
 * wallet finder.
 */
export function walletHelpUrl(): string {
  return runtimeConfig().walletHelpUrl;
}

/** A hex chain id in one form ('0x13881'), whatever case or zero padding the wallet used. */
export function normalizeChainId(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return `0x${value.toString(16)}`;
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) return undefined;
  return `0x${BigInt(value).toString(16)}`;
}
