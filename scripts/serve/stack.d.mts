// Types for stack.mjs, for the TypeScript files that import it (the nginx browser tests).
export declare const root: string;
export declare const API_BASE_URL: string;
export declare function freePort(): Promise<number>;
export declare function findNginx(): string;
export declare function buildPortal(options?: {
  outDir?: string;
  env?: Record<string, string>;
  quiet?: boolean;
}): { dir: string; seconds: number };
export interface RunningStack {
  url: string;
  apiUrl: string;
  /** The chains' JSON-RPC URLs by chain code: the build's VITE_CHAIN_RPC_URLS and the CSP's connect-src. */
  chainRpcUrls: Record<string, string>;
  stop(): Promise<void>;
}
export declare function startStack(options?: {
  port?: number;
  apiPort?: number;
  outDir?: string;
  build?: boolean;
  dir?: string;
  analyticsUrl?: string;
  quiet?: boolean;
  /** Ports for the anvil chains when VITE_CHAIN_RPC_URLS is not set: 'free' (default) or one per chain. */
  chainPorts?: readonly number[] | 'free';
  /** Serve over TLS and HTTP/2 with a self-signed certificate for 127.0.0.1 (the benchmark). */
  tls?: boolean;
  /** How the API words its answers (decision 0086). @default 'full' */
  answers?: 'full' | 'spec' | 'loose';
}): Promise<RunningStack>;
export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}
/** The mock backend as an HTTP server (api-server.mjs); `env` adds CHAIN_RPC_URLS and the like. */
export declare function startApi(options?: {
  port?: number;
  walletOrigins?: readonly string[];
  env?: Record<string, string>;
  /** How the API words its answers (decision 0086). @default 'full' */
  answers?: 'full' | 'spec' | 'loose';
}): Promise<RunningServer>;
/** nginx with the deployment configuration rendered into `dir`, serving `distDir`, /api/ to `apiUpstream`. */
export declare function startNginx(options: {
  distDir: string;
  port: number;
  apiUpstream: string;
  dir: string;
  analyticsUrl?: string;
  /** The chains' URLs (JSON by chain code) that the CSP's connect-src allows. */
  chainRpcUrls?: string;
  /** Serve over TLS and HTTP/2 with a self-signed certificate for 127.0.0.1. */
  tls?: boolean;
}): Promise<RunningServer>;
