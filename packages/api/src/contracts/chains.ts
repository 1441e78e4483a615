import * as z from 'zod/mini';

/** The three chains of the platform (docs/product.md#product). */
export const chainTypes = ['core', 'consensus', 'permissioned'] as const;
export const chainType = z.enum(chainTypes);
export type ChainType = z.infer<typeof chainType>;

/** The chain codes of docs/product.md#chains: ScOcc02001 (open consensus), ScOcc03001 (open permissioned). */
export const chainCodes = ['ScOcc02001', 'ScOcc03001'] as const;
export const chainCode = z.enum(chainCodes);
export type ChainCode = z.infer<typeof chainCode>;

/** List one of docs/product.md#chains is the main net, list two the test net (decision 0005). */
export const networks = ['mainnet', 'testnet'] as const;
export const network = z.enum(networks);
export type Network = z.infer<typeof network>;

export interface ChainNetworkInfo {
  chainCode: ChainCode;
  chainType: Exclude<ChainType, 'core'>;
  /** Hex chain id as wallets report it (EIP-155). */
  chainId: Record<Network, string>;
}

/** Chain code -> chain type and the hex chain id per network. */
export const CHAIN_NETWORKS: Readonly<Record<ChainCode, ChainNetworkInfo>> = Object.freeze({
  ScOcc02001: {
    chainCode: 'ScOcc02001',
    chainType: 'consensus',
    chainId: { mainnet: '0x13488c5', testnet: '0x133ef52' },
  },
  ScOcc03001: {
    chainCode: 'ScOcc03001',
    chainType: 'permissioned',
    chainId: { mainnet: '0x13881', testnet: '0x133ef53' },
  },
});

/** The hex chain id for a chain code on a network. */
export function chainIdOf(code: ChainCode, net: Network): string {
  return CHAIN_NETWORKS[code].chainId[net];
}

/** The chain code and network a wallet chain id (hex, any case) belongs to, or undefined. */
export function chainOfId(chainId: string): { chainCode: ChainCode; network: Network } | undefined {
  const wanted = chainId.toLowerCase();
  for (const info of Object.values(CHAIN_NETWORKS)) {
    for (const net of networks) {
      if (info.chainId[net].toLowerCase() === wanted) return { chainCode: info.chainCode, network: net };
    }
  }
  return undefined;
}
