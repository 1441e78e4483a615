// The runtime configuration (decision 0089): the file's schema, the precedence over the build
// variables, what a missing or malformed file does, and render.mjs writing only files the portal
// accepts, with a policy that lets each analytics adapter's script in and that Google's CSP Evaluator
// finds nothing in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_CSP,
  contentSecurityPolicy,
  runtimeConfigFromEnv,
  runtimeConfigText,
  sentryEnvelopeUrl,
} from '../../deploy/render.mjs';
import { cspFindings } from '../testing/cspFindings';
import { ADAPTERS } from './analytics';
import { ANALYTICS_PROVIDERS } from './runtimeConfig';
import { parseRuntimeConfig } from './runtimeConfigSchema';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** runtimeConfig.ts as a build with these variables makes it (the defaults are read at import). */
async function withBuild(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import('./runtimeConfig');
}

function answer(body: string, contentType: string, status = 200) {
  return vi.fn<typeof fetch>(
    async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  );
}

describe('the file', () => {
  it('takes every key, trims trailing slashes, and ignores keys it does not know', () => {
    const parsed = parseRuntimeConfig(
      JSON.stringify({
        apiBaseUrl: 'https://api.example.com/',
        walletNetwork: 'testnet',
        walletHelpUrl: 'https://help.example.com/wallets',
        chainRpcUrls: { ScOcc02001: 'https://rpc1.example.com/' },
        chainExplorerUrls: { ScOcc03001: 'https://scan.example.com' },
        analytics: { provider: 'ga4', siteId: 'G-ABC123' },
        nodeLogin: true,
        somethingNewer: 1,
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      file: {
        apiBaseUrl: 'https://api.example.com',
        walletNetwork: 'testnet',
        walletHelpUrl: 'https://help.example.com/wallets',
        chainRpcUrls: { ScOcc02001: 'https://rpc1.example.com' },
        chainExplorerUrls: { ScOcc03001: 'https://scan.example.com' },
        analytics: { provider: 'ga4', siteId: 'G-ABC123' },
        nodeLogin: true,
      },
    });
  });

  it('names the key that is wrong', () => {
    const problem = (file: unknown) => {
      const parsed = parseRuntimeConfig(JSON.stringify(file));
      return parsed.ok ? 'accepted' : parsed.problem;
    };
    expect(problem({ walletNetwork: 'moonnet' })).toMatch(/^config\.json: walletNetwork: /);
    expect(problem({ chainRpcUrls: { ScOcc02001: 'https://rpc.example.com/?key=1' } })).toBe(
      'config.json: chainRpcUrls.ScOcc02001: chainRpcUrls must be an http(s) URL without query, fragment or credentials',
    );
    expect(problem({ analytics: { provider: 'matomo', siteId: 'x' } })).toMatch(
      /^config\.json: analytics\.provider: /,
    );
    expect(problem({ apiBaseUrl: 'api.example.com' })).toMatch(/^config\.json: apiBaseUrl: /);
    expect(problem({ nodeLogin: 'yes' })).toMatch(/^config\.json: nodeLogin: /);
    expect(problem([])).toMatch(/^config\.json: \(the file\): /);
    expect(parseRuntimeConfig('{ nope')).toEqual({ ok: false, problem: 'config.json is not valid JSON' });
  });
});

describe('precedence', () => {
  it('the file’s keys over the build variables, the build’s for every key the file leaves out', async () => {
    const config = await withBuild({
      VITE_API_BASE_URL: '/api',
      VITE_WALLET_NETWORK: 'testnet',
      VITE_CHAIN_RPC_URLS: '{"ScOcc02001":"https://built.example.com"}',
      VITE_NODE_LOGIN: 'true',
    });
    expect(config.runtimeConfig()).toMatchObject({
      apiBaseUrl: '/api',
      walletNetwork: 'testnet',
      nodeLogin: true,
      analytics: null,
    });
    const loaded = await config.loadRuntimeConfig(
      answer(
        '{"apiBaseUrl":"/backend","chainRpcUrls":{"ScOcc03001":"https://rpc2.example.com"}}',
        'application/json',
      ),
    );
    expect(loaded).toMatchObject({ ok: true });
    expect(config.runtimeConfig()).toMatchObject({
      apiBaseUrl: '/backend',
      walletNetwork: 'testnet',
      chainRpcUrls: { ScOcc03001: 'https://rpc2.example.com' },
      nodeLogin: true,
    });
    const { apiBaseUrl, demoMode, nodeLoginEnabled } = await import('./config');
    expect([apiBaseUrl(), demoMode(), nodeLoginEnabled()]).toEqual(['/backend', false, true]);
  });

  it('the wallet chain gate and the chains are the file’s once it is applied', async () => {
    const config = await withBuild({ VITE_CHAIN_RPC_URLS: '{"ScOcc02001":"https://built.example.com"}' });
    const { platformChains } = await import('../wallet/config');
    const { chainRpcUrl, chainRpcUrls } = await import('../chains/config');
    expect(platformChains().map((chain) => chain.chainId)).toEqual(['0x13488c5', '0x13881']);
    expect(chainRpcUrl('ScOcc02001')).toBe('https://built.example.com');
    await config.loadRuntimeConfig(
      answer(
        '{"walletNetwork":"testnet","chainRpcUrls":{"ScOcc03001":"https://rpc2.example.com/"}}',
        'application/json',
      ),
    );
    expect(platformChains().map((chain) => chain.chainId)).toEqual(['0x133ef52', '0x133ef53']);
    expect(chainRpcUrls()).toEqual({ ScOcc03001: 'https://rpc2.example.com' });
  });

  it('asks for the file beside index.html, never from a cache', async () => {
    const config = await withBuild({});
    const fetchImpl = answer('{}', 'application/json');
    await config.loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('a missing file, or a page fallback in its place, keeps the build’s settings', async () => {
    const config = await withBuild({ VITE_API_BASE_URL: '/api' });
    expect(await config.loadRuntimeConfig(answer('Not found', 'text/plain', 404))).toMatchObject({
      ok: true,
    });
    expect(config.runtimeConfig().apiBaseUrl).toBe('/api');
    expect(await config.loadRuntimeConfig(answer('<!doctype html>', 'text/html'))).toMatchObject({
      ok: true,
    });
    expect(config.runtimeConfig().apiBaseUrl).toBe('/api');
  });

  it('a malformed file is a problem, and the build’s settings stay', async () => {
    const config = await withBuild({ VITE_API_BASE_URL: '/api' });
    expect(await config.loadRuntimeConfig(answer('{"apiBaseUrl": 42}', 'application/json'))).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^config\.json: apiBaseUrl: /) as unknown,
    });
    expect(config.runtimeConfig().apiBaseUrl).toBe('/api');
  });

  it('a pre-rendered page is hydrated only when the file keeps its demo mode and node sign-in', async () => {
    const config = await withBuild({});
    expect(config.prerenderMatches()).toBe(true);
    config.applyRuntimeConfig({ walletNetwork: 'testnet' });
    expect(config.prerenderMatches()).toBe(true);
    config.applyRuntimeConfig({ apiBaseUrl: '/api' });
    expect(config.prerenderMatches()).toBe(false);
    config.applyRuntimeConfig({ nodeLogin: true });
    expect(config.prerenderMatches()).toBe(false);
  });
});

describe('render.mjs', () => {
  it('writes from the environment a file the portal accepts as it is', () => {
    const config = runtimeConfigFromEnv({
      API_BASE_URL: 'https://api.example.com/',
      WALLET_NETWORK: 'testnet',
      WALLET_ADD_CHAIN:
        '{"ScOcc02001":{"rpcUrls":["https://rpc1.example.com"],"nativeCurrency":{"name":"Gas","symbol":"GAS","decimals":18}}}',
      WALLET_HELP_URL: 'https://help.example.com',
      CHAIN_RPC_URLS: '{"ScOcc02001":"https://rpc1.example.com/v1"}',
      VITE_CHAIN_EXPLORER_URLS: '{"ScOcc02001":"https://scan.example.com"}',
      ANALYTICS_PROVIDER: 'baidu',
      ANALYTICS_SITE_ID: 'abc123',
      NODE_LOGIN: 'true',
    });
    const parsed = parseRuntimeConfig(runtimeConfigText(config));
    expect(parsed).toMatchObject({ ok: true, file: { ...config, apiBaseUrl: 'https://api.example.com' } });
    expect(config.chainExplorerUrls).toEqual({ ScOcc02001: 'https://scan.example.com' });
    // Nothing set: an empty file, so every build variable holds.
    expect(runtimeConfigFromEnv({})).toEqual({});
  });

  it('refuses what the portal would refuse', () => {
    expect(() => runtimeConfigFromEnv({ WALLET_NETWORK: 'moonnet' })).toThrow(/WALLET_NETWORK/);
    expect(() => runtimeConfigFromEnv({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_SITE_ID: 'x' })).toThrow(
      /ANALYTICS_PROVIDER/,
    );
    expect(() => runtimeConfigFromEnv({ ANALYTICS_PROVIDER: 'ga4' })).toThrow(/ANALYTICS_SITE_ID/);
    expect(() => runtimeConfigFromEnv({ NODE_LOGIN: 'yes' })).toThrow(/NODE_LOGIN/);
    expect(() =>
      runtimeConfigFromEnv({ CHAIN_RPC_URLS: '{"ScOcc02001":"https://rpc.example.com?k=1"}' }),
    ).toThrow(/CHAIN_RPC_URLS/);
  });

  it('knows the providers the portal has adapters for; its scripts need no host in the policy', () => {
    expect(Object.keys(ANALYTICS_CSP).sort()).toEqual([...ANALYTICS_PROVIDERS].sort());
    for (const provider of ANALYTICS_PROVIDERS) {
      const scriptSrc = contentSecurityPolicy({ analytics: { provider, siteId: 'site-1' } })
        .split('; ')
        .find((d) => d.startsWith('script-src '));
      // The portal inserts the adapter's script, and 'strict-dynamic' lets in what a nonced script
      // inserts (e2e-nginx/analytics.spec.ts loads each provider's under the served policy).
      expect(scriptSrc, provider).toBe("script-src 'nonce-$request_id' 'strict-dynamic' 'wasm-unsafe-eval'");
      expect(scriptSrc).not.toContain(new URL(ADAPTERS[provider]('site-1').scriptUrl).origin);
    }
    expect(contentSecurityPolicy({ analytics: null })).not.toMatch(/baidu|google|plausible/);
  });

  it('Google’s CSP Evaluator finds nothing in the document’s policy, and only this origin in the worker’s', () => {
    const configs: Parameters<typeof contentSecurityPolicy>[0][] = [
      {},
      ...ANALYTICS_PROVIDERS.map((provider) => ({ analytics: { provider, siteId: 'site-1' } })),
      {
        apiBaseUrl: 'https://api.example.com/v1',
        chainRpcUrls: { ScOcc02001: 'https://rpc1.example.com/' },
        vitals: { beaconUrl: 'https://vitals.example.com/beacon', sampleRate: 1 },
        sentry: { dsn: 'https://abc123@o1.ingest.sentry.io/4505' },
      },
    ];
    // nginx puts a 32-hex-digit $request_id where the policy names it.
    const served = (policy: string) => policy.replaceAll('$request_id', '0123456789abcdef0123456789abcdef');
    for (const config of configs) {
      expect(cspFindings(served(contentSecurityPolicy(config))), JSON.stringify(config)).toEqual([]);
      // A worker's scripts carry no nonce: its policy names this origin, which the evaluator flags as
      // a maybe (same-origin JSONP or uploads); this origin serves neither as a script (decision 0115).
      expect(
        cspFindings(contentSecurityPolicy({ ...config, withNonce: false })).map(
          (f) => `${f.severity} ${f.directive} ${f.value}`,
        ),
      ).toEqual(["MEDIUM_MAYBE script-src 'self'"]);
    }
  });

  it('connect-src: this origin, the API’s origin, the provider’s beacon hosts and the chains', () => {
    const policy = contentSecurityPolicy({
      apiBaseUrl: 'https://api.example.com/v1',
      analytics: { provider: 'plausible', siteId: 'portal.example.com' },
      chainRpcUrls: { ScOcc02001: 'https://rpc1.example.com/' },
    });
    expect(policy).toContain(
      "connect-src 'self' https://api.example.com https://plausible.io https://rpc1.example.com;",
    );
  });
});

describe('field measurements and error reports (decisions 0095, 0096)', () => {
  it('the file takes vitals (a sample rate of 1 when it names none) and a Sentry DSN', () => {
    expect(
      parseRuntimeConfig(
        JSON.stringify({
          vitals: { beaconUrl: '/api/beacon' },
          sentry: { dsn: 'https://abc123@o1.ingest.sentry.io/4505', environment: 'production' },
        }),
      ),
    ).toEqual({
      ok: true,
      file: expect.objectContaining({
        vitals: { beaconUrl: '/api/beacon', sampleRate: 1 },
        sentry: { dsn: 'https://abc123@o1.ingest.sentry.io/4505', environment: 'production' },
      }),
    });
    expect(parseRuntimeConfig('{"vitals":null,"sentry":null}')).toMatchObject({
      ok: true,
      file: { vitals: null, sentry: null },
    });
    for (const [file, key] of [
      [{ vitals: { sampleRate: 1.5 } }, 'vitals.sampleRate'],
      [{ vitals: { beaconUrl: 'https://b.example/x?k=1' } }, 'vitals.beaconUrl'],
      [{ sentry: { dsn: 'https://o1.ingest.sentry.io/4505' } }, 'sentry.dsn'],
      [{ sentry: { dsn: 'https://key:secret@o1.ingest.sentry.io/4505' } }, 'sentry.dsn'],
    ] as const)
      expect(parseRuntimeConfig(JSON.stringify(file))).toMatchObject({
        ok: false,
        problem: expect.stringContaining(`config.json: ${key}:`),
      });
  });

  it('render.mjs writes them from the environment as the portal reads them, and refuses what it would refuse', () => {
    const config = runtimeConfigFromEnv({
      VITALS_BEACON_URL: 'https://rum.example.com/beacon',
      VITALS_SAMPLE_RATE: '0.25',
      SENTRY_DSN: 'https://abc123@o1.ingest.sentry.io/4505',
      SENTRY_ENVIRONMENT: 'staging',
    });
    expect(config).toEqual({
      vitals: { beaconUrl: 'https://rum.example.com/beacon', sampleRate: 0.25 },
      sentry: { dsn: 'https://abc123@o1.ingest.sentry.io/4505', environment: 'staging' },
    });
    expect(parseRuntimeConfig(runtimeConfigText(config))).toMatchObject({ ok: true, file: config });
    expect(runtimeConfigFromEnv({ VITALS_SAMPLE_RATE: '0' })).toEqual({ vitals: { sampleRate: 0 } });
    expect(() => runtimeConfigFromEnv({ VITALS_SAMPLE_RATE: 'half' })).toThrow(/VITALS_SAMPLE_RATE/);
    expect(() => runtimeConfigFromEnv({ VITALS_BEACON_URL: 'rum.example.com' })).toThrow(/VITALS_BEACON_URL/);
    expect(() => runtimeConfigFromEnv({ SENTRY_DSN: 'https://o1.ingest.sentry.io/4505' })).toThrow(
      /SENTRY_DSN/,
    );
  });

  it('connect-src: the beacon’s origin when it is another, and exactly the DSN’s envelope endpoint', () => {
    const connect = (options: Parameters<typeof contentSecurityPolicy>[0]) =>
      contentSecurityPolicy(options)
        .split('; ')
        .find((d) => d.startsWith('connect-src '));
    expect(connect({ vitals: { beaconUrl: '/api/beacon', sampleRate: 1 } })).toBe("connect-src 'self'");
    expect(connect({ vitals: { beaconUrl: 'https://rum.example.com/v1/beacon', sampleRate: 1 } })).toBe(
      "connect-src 'self' https://rum.example.com",
    );
    expect(connect({ sentry: { dsn: 'https://abc123@o1.ingest.sentry.io/4505' } })).toBe(
      "connect-src 'self' https://o1.ingest.sentry.io/api/4505/envelope/",
    );
    // A self-hosted Sentry under a path, on its own port: the same endpoint @sentry/core builds.
    expect(sentryEnvelopeUrl('http://k1@127.0.0.1:9000/sentry/7')).toBe(
      'http://127.0.0.1:9000/sentry/api/7/envelope/',
    );
  });
});
