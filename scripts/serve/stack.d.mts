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
/** The portal's runtime settings, config.json (packages/portal/src/app/runtimeConfig.ts, decision 0089). */
export interface SiteConfig {
  apiBaseUrl?: string;
  walletNetwork?: 'mainnet' | 'testnet';
  walletAddChain?: Record<string, unknown>;
  walletHelpUrl?: string;
  chainRpcUrls?: Record<string, string>;
  chainExplorerUrls?: Record<string, string>;
  analytics?: { provider: 'baidu' | 'ga4' | 'plausible'; siteId: string } | null;
  nodeLogin?: boolean;
  /** Field measurements (decision 0095). */
  vitals?: { beaconUrl?: string; sampleRate?: number } | null;
  /** Error reports to Sentry (decision 0096). */
  sentry?: { dsn: string; environment?: string } | null;
}
export interface RunningStack {
  url: string;
  apiUrl: string;
  /** The API's one-line-per-request log (JSON lines with the request id). */
  apiLog: string;
  /** nginx's access log (with the request id it sent to the API). */
  accessLog: string;
  /** The chains' JSON-RPC URLs by chain code: config.json's chainRpcUrls and the CSP's connect-src. */
  chainRpcUrls: Record<string, string>;
  stop(): Promise<void>;
}
export declare function startStack(options?: {
  port?: number;
  apiPort?: number;
  outDir?: string;
  build?: boolean;
  dir?: string;
  /** The site's runtime settings (its chains are the stack's). */
  config?: SiteConfig;
  quiet?: boolean;
  /** Ports for the anvil chains when VITE_CHAIN_RPC_URLS is not set: 'free' (default) or one per chain. */
  chainPorts?: readonly number[] | 'free';
  /** Serve over TLS and HTTP/2 with a self-signed certificate for 127.0.0.1 (the benchmark). */
  tls?: boolean;
  /** A built Storybook to serve at /storybook/ (render.mjs --storybook-root). */
  storybookRoot?: string;
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
  /** The one-line-per-request log goes there (api-server.mjs --log), else to the child's output. */
  logFile?: string;
  /** How the API words its answers (decision 0086). @default 'full' */
  answers?: 'full' | 'spec' | 'loose';
  /** More of api-server.mjs's options: `--no-gateway`, `--data DIR`, `--key-grace-ms MS`. */
  args?: readonly string[];
}): Promise<RunningServer>;
/** nginx with the deployment configuration rendered into `dir`, serving `distDir`, /api/ to `apiUpstream`. */
export declare function startNginx(options: {
  distDir: string;
  port: number;
  apiUpstream: string;
  dir: string;
  /** The site's runtime settings, written to `dir`/config.json; apiBaseUrl defaults to /api. */
  config?: SiteConfig;
  /** The chains' URLs (JSON by chain code), over config's: in config.json and the CSP's connect-src. */
  chainRpcUrls?: string;
  /** Serve over TLS and HTTP/2 with a self-signed certificate for 127.0.0.1. */
  tls?: boolean;
  /** A built Storybook to serve at /storybook/ (render.mjs --storybook-root). */
  storybookRoot?: string;
}): Promise<
  RunningServer & { /** With TLS: the plain-HTTP address that redirects to https. */ httpUrl?: string }
>;
/** A session of the admin, asked of the HTTP API directly (scripts/serve/stack.mjs). */
export declare function adminToken(apiUrl: string): Promise<string>;
