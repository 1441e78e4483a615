// Types for chains.mjs, for the TypeScript files that import it (unit tests, the nginx browser tests).
export type ChainCode = 'ScOcc02001' | 'ScOcc03001';
export type ChainNetwork = 'mainnet' | 'testnet';
export declare const CHAIN_IDS: Record<ChainNetwork, Record<ChainCode, number>>;
export declare const CHAIN_CODES: readonly ChainCode[];
export declare const DEFAULT_PORTS: readonly number[];
export declare const ANVIL_DEV_KEY: string;
export declare const ANVIL_DEV_ADDRESS: string;
export declare function networkFromEnv(env?: Record<string, string | undefined>): ChainNetwork;
export declare function portsFromEnv(env?: Record<string, string | undefined>): number[];
export declare function freePort(): Promise<number>;
export declare function anvilBinary(): string;
export declare function chainIdAt(url: string, timeoutMs?: number): Promise<number | undefined>;
export interface RunningChain {
  url: string;
  chainId: number;
  port: number;
  /** An anvil of that chain id was already answering on the port: used, not started (nor stopped). */
  shared: boolean;
  stop(): Promise<void>;
}
export declare function startChain(options: {
  chainId: number;
  port: number;
  blockTime?: number;
  timeoutMs?: number;
}): Promise<RunningChain>;
export interface ChainEnv {
  VITE_CHAIN_RPC_URLS: string;
  CHAIN_RPC_URLS: string;
  CHAIN_DEPLOYER_KEY: string;
}
export interface RunningChains {
  network: ChainNetwork;
  urls: Record<ChainCode, string>;
  rpcUrlsJson: string;
  env: ChainEnv;
  shared: boolean;
  stop(): Promise<void>;
}
export declare function startChains(options?: {
  network?: ChainNetwork;
  /** Ports in CHAIN_CODES order, or 'free' for free ones. Default: CHAIN_PORTS, else 18545,18546. */
  ports?: readonly number[] | 'free';
  blockTime?: number;
}): Promise<RunningChains>;
export declare function chainEnv(rpcUrlsJson: string, env?: Record<string, string | undefined>): ChainEnv;
