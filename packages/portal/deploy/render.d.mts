// Types for render.mjs, for the TypeScript files that import it (unit tests).
import type { SiteConfig } from '../../../scripts/serve/stack.mjs';

export declare const ANALYTICS_CSP: Record<
  'baidu' | 'ga4' | 'plausible',
  { connect: string[]; img: string[] }
>;
export declare const ANALYTICS_PROVIDERS: string[];
export declare const RUNTIME_KEYS: Record<string, string>;
export declare function runtimeConfigFromEnv(env?: Record<string, string | undefined>): SiteConfig;
export declare function runtimeConfigText(config: SiteConfig): string;
export declare function contentSecurityPolicy(options?: {
  apiBaseUrl?: string;
  analytics?: SiteConfig['analytics'];
  chainRpcUrls?: string | Record<string, string>;
  vitals?: SiteConfig['vitals'];
  sentry?: SiteConfig['sentry'];
  withNonce?: boolean;
}): string;
export declare function beaconSources(beaconUrl?: string): string[];
export declare function sentryEnvelopeUrl(dsn: string): string;
export declare function chainRpcSources(chainRpcUrls?: string | Record<string, string>): string[];
export declare function inlineScriptHashes(files: string[]): string[];
export declare function storybookPolicy(storybookRoot: string): string;
export declare function renderSite(options: Record<string, unknown>): string;
