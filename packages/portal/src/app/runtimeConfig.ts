/**
 * The deployment's settings, read at start-up from `config.json` beside index.html (decision 0089),
 * so one build serves every environment. `packages/portal/deploy/render.mjs` writes the file from
 * environment variables, with the Content-Security-Policy computed from the same values.
 *
 * Precedence, key by key: the file, else the build variable (`VITE_…`), else the built-in default.
 * A missing file (404, or a server's page fallback that is not JSON) means "build variables only"; a
 * file that is not valid JSON or breaks the schema (`runtimeConfigSchema.ts`, zod) stops the start
 * with a message (main.tsx), so a mistyped file never runs the portal against the wrong API.
 *
 * This module is in every page's entry: it holds no zod and imports no values from the api package
 * (the schema is fetched beside the file, in parallel with the first route's code). Accessors read
 * `runtimeConfig()` when called, never at import: route modules load while the file is on its way.
 */

import { ANALYTICS_PROVIDERS, type AnalyticsProvider } from './analyticsProviders';
export { ANALYTICS_PROVIDERS, type AnalyticsProvider } from './analyticsProviders';

export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  /** Baidu's site key, GA4's measurement id (G-…), Plausible's domain. */
  siteId: string;
}

/** Field measurements of real visits (decision 0095). */
export interface VitalsSettings {
  /**
   * Where the figures go with `navigator.sendBeacon` (a path of this origin, `/api/beacon`, or an
   * http(s) URL); without one they go to the analytics provider only. Without a Sentry DSN, error
   * reports go here too (decision 0096).
   */
  beaconUrl?: string | undefined;
  /** The share of visits measured, 0 to 1 (decided once per page load). */
  sampleRate: number;
}

/** Error reports to Sentry (decision 0096). */
export interface SentrySettings {
  /** The project's DSN, `https://<public key>@<ingest host>/<project id>`. */
  dsn: string;
  /** Sentry's `environment` of every event (e.g. `production`). */
  environment?: string | undefined;
}

export interface RuntimeConfig {
  /** A path on this origin (`/api`) or an origin; '' = demo mode (the mock backend in the browser). */
  apiBaseUrl: string;
  /** The chains a wallet may sign in on, and the network of new contracts (decision 0018). */
  walletNetwork: 'mainnet' | 'testnet';
  /** `wallet_addEthereumChain` parameters by chain code (wallet/config.ts keeps the valid ones). */
  walletAddChain: Record<string, unknown>;
  /** The "How to get a wallet" page (https). */
  walletHelpUrl: string;
  /** The platform chains' JSON-RPC URLs by chain code (chains/config.ts keeps the known codes). */
  chainRpcUrls: Record<string, string>;
  /** A block explorer's base URL by chain code (links only). */
  chainExplorerUrls: Record<string, string>;
  /** The analytics provider and its site id, or null for none. */
  analytics: AnalyticsSettings | null;
  /** Whether the sign-in page offers the node sign-in. */
  nodeLogin: boolean;
  /** Field measurements (LCP, INP, CLS, TTFB per route), or null for none. */
  vitals: VitalsSettings | null;
  /** Error reports to Sentry, or null: then to the vitals beacon when it has one (decision 0096). */
  sentry: SentrySettings | null;
}

/** What the file sets: any key, each overriding the build's. */
export type RuntimeConfigPatch = { [K in keyof RuntimeConfig]?: RuntimeConfig[K] | undefined };

/** The file's name, beside index.html. */
export const RUNTIME_CONFIG_FILE = 'config.json';

export const DEFAULT_WALLET_HELP_URL = 'https://ethereum.org/wallets/find-wallet/';

/** A build variable's text ('' when unset). Each is read by its literal name, so Vite inlines only these. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A JSON object from a build variable; anything else is none (build variables were always lenient). */
function jsonObject(raw: string): Record<string, unknown> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** http(s) URLs by key, without a trailing slash; other values are dropped. */
export function urlsByKey(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, url] of Object.entries(value))
    if (typeof url === 'string' && /^https?:\/\/[^\s]+$/.test(url)) out[key] = url.replace(/\/+$/, '');
  return out;
}

function isProvider(value: string): value is AnalyticsProvider {
  return (ANALYTICS_PROVIDERS as readonly string[]).includes(value);
}

/** The settings the build variables give (each as lenient as before: a malformed value is none). */
export function buildDefaults(): RuntimeConfig {
  const provider = text(import.meta.env.VITE_ANALYTICS_PROVIDER);
  const siteId = text(import.meta.env.VITE_ANALYTICS_SITE_ID);
  const helpUrl = text(import.meta.env.VITE_WALLET_HELP_URL);
  return {
    apiBaseUrl: text(import.meta.env.VITE_API_BASE_URL),
    walletNetwork: text(import.meta.env.VITE_WALLET_NETWORK) === 'testnet' ? 'testnet' : 'mainnet',
    walletAddChain: jsonObject(text(import.meta.env.VITE_WALLET_ADD_CHAIN)),
    walletHelpUrl: /^https:\/\//.test(helpUrl) ? helpUrl : DEFAULT_WALLET_HELP_URL,
    chainRpcUrls: urlsByKey(jsonObject(text(import.meta.env.VITE_CHAIN_RPC_URLS))),
    chainExplorerUrls: urlsByKey(jsonObject(text(import.meta.env.VITE_CHAIN_EXPLORER_URLS))),
    analytics: isProvider(provider) && siteId ? { provider, siteId } : null,
    nodeLogin: text(import.meta.env.VITE_NODE_LOGIN) === 'true',
    // The deployment's alone (config.json), with no build variable: decisions 0095 and 0096.
    vitals: null,
    sentry: null,
  };
}

const BUILD = buildDefaults();
let current: RuntimeConfig = BUILD;

/** The settings in force: the build's until main.tsx applies the file. */
export function runtimeConfig(): RuntimeConfig {
  return current;
}

/** Applies the keys the file sets over the build's (main.tsx at start; tests). */
export function applyRuntimeConfig(file: RuntimeConfigPatch): RuntimeConfig {
  const defined = Object.fromEntries(Object.entries(file).filter(([, v]) => v !== undefined));
  current = { ...BUILD, ...defined };
  return current;
}

/**
 * Whether the pages pre-rendered at build time (decision 0055) still show what the app would: they
 * were rendered with the build's settings, and /login shows the demo hint and the node sign-in by
 * them. When the file changes either, the app renders afresh instead of hydrating.
 */
export function prerenderMatches(config: RuntimeConfig = current): boolean {
  return (config.apiBaseUrl === '') === (BUILD.apiBaseUrl === '') && config.nodeLogin === BUILD.nodeLogin;
}

export type RuntimeConfigLoad = { ok: true; config: RuntimeConfig } | { ok: false; problem: string };

/**
 * Fetches the file (never from a cache) and its schema together, and applies it. Resolves with the
 * problem when the file is there but malformed; a missing one keeps the build's settings.
 */
export async function loadRuntimeConfig(
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  url = `${import.meta.env.BASE_URL}${RUNTIME_CONFIG_FILE}`,
): Promise<RuntimeConfigLoad> {
  const [text, { parseRuntimeConfig }] = await Promise.all([
    fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } }).then(
      async (response) => {
        // A server without the file may answer with its page (a single-page fallback): not the file.
        const json = /\bjson\b/i.test(response.headers.get('content-type') ?? '');
        return response.ok && json ? response.text() : undefined;
      },
      () => undefined,
    ),
    import('./runtimeConfigSchema'),
  ]);
  if (text === undefined) return { ok: true, config: applyRuntimeConfig({}) };
  const parsed = parseRuntimeConfig(text);
  if (!parsed.ok) return parsed;
  return { ok: true, config: applyRuntimeConfig(parsed.file) };
}
