#!/usr/bin/env node
// Renders the portal's nginx configuration from portal.conf.template (and, with --standalone, the
// whole nginx.conf.template around it). No dependencies; see README.md in this folder.
//
//   node packages/portal/deploy/render.mjs --root /srv/portal [--listen 80] [--server-name portal.example]
//        [--api-base-url /api] [--api-upstream http://10.0.0.5:8080]
//        [--chain-rpc-urls '{"ScOcc02001":"https://..."}'] [--config-file /srv/portal/config.json]
//        [--brotli auto|on|off] [--access-log /var/log/nginx/portal.access.log] [--standalone DIR]
//        [--tls-certificate /etc/ssl/portal.pem --tls-certificate-key /etc/ssl/portal.key]
//        [--http-redirect-listen 80|off] [--storybook-root storybook-static]
//
// It also writes the portal's runtime configuration, config.json (decision 0089), from the
// environment (API_BASE_URL, WALLET_NETWORK, CHAIN_RPC_URLS, ANALYTICS_PROVIDER, ...: RUNTIME_KEYS
// below; each falls back to the build's VITE_ variable of the same name), and computes the
// Content-Security-Policy from the same values, so the file and the policy always agree.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const COMPRESSED_TYPES = 'text/css application/javascript application/json image/svg+xml text/plain';

/**
 * nginx's request body limit under the API path: the API's upload limit (UPLOAD_MAX_BYTES in
 * packages/api/src/feedback/, under 10 MiB) plus room for the multipart envelope (part
 * headers, boundaries, the `purpose` part). A file the portal allows always reaches the API, which
 * answers a file of 10 MiB or more with its own code (23002); nginx's 413 is only for larger
 * bodies (decision 0049). nginx's default, 1 MiB, refused most attachments.
 */
export const API_BODY_LIMIT = '11m';

/** The answer nginx gives instead of an upstream error page (proxy_intercept_errors). */
export const API_ERROR_BODY = '{"code":500,"msg":"Service unavailable","data":null}';
/** nginx's answer to a body over API_BODY_LIMIT (HTTP 413; the portal says "file too large"). */
export const API_TOO_LARGE_BODY = '{"code":413,"msg":"Request body too large","data":null}';

/** The origin (scheme://host[:port]) of an absolute http(s) URL; throws on anything else. */
function originOf(url, what) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${what} must be an absolute URL (got "${url}")`);
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`${what} must be http(s) (got "${url}")`);
  return parsed.origin;
}

/** A JSON object by chain code, from its JSON text (an environment variable) or as it is. */
function byChainCode(value, what) {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) return {};
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new Error(`${what} must be JSON by chain code (got "${value}")`);
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${what} must be a JSON object by chain code`);
  return parsed;
}

/**
 * The chains' JSON-RPC URLs (by chain code, as the portal reads them: packages/portal/src/chains/
 * config.ts; JSON text or an object), as CSP sources: each URL as configured, less a trailing slash
 * (a URL with a path allows that path only). Empty or unset: none. Anything the policy cannot
 * state exactly (not http(s), a query, a fragment, a quote) is an error, not skipped.
 */
export function chainRpcSources(chainRpcUrls = '') {
  return Object.entries(byChainCode(chainRpcUrls, 'CHAIN_RPC_URLS')).map(([code, raw]) => {
    const what = `CHAIN_RPC_URLS.${code}`;
    if (typeof raw !== 'string') throw new Error(`${what} must be a URL string`);
    const origin = originOf(raw, what);
    const url = new URL(raw);
    if (url.search || url.hash || url.username || url.password)
      throw new Error(`${what} must have no query, fragment or credentials (got "${raw}")`);
    if (/[\s;,'"$\\]/.test(url.pathname))
      throw new Error(`${what} has a character a CSP cannot hold (got "${raw}")`);
    return `${origin}${url.pathname.replace(/\/+$/, '')}`;
  });
}

/**
 * The field measurements' beacon (decision 0095: `vitals.beaconUrl`) as a CSP source: its origin when
 * it is an absolute URL (sendBeacon is a connection, `connect-src`), none for a path of this origin.
 */
export function beaconSources(beaconUrl = '') {
  if (!beaconUrl || beaconUrl.startsWith('/')) return [];
  return [originOf(beaconUrl, 'VITALS_BEACON_URL')];
}

/**
 * Where Sentry's browser SDK sends a DSN's events (decision 0096): the project's envelope endpoint,
 * `<scheme>://<host>[:port][/path]/api/<project id>/envelope/`, as @sentry/core builds it. As a CSP
 * source it allows that one path of the ingest host, nothing broader (no `*.sentry.io`). Throws on a
 * DSN the portal would refuse (runtimeConfigSchema.ts `isSentryDsn`).
 */
export function sentryEnvelopeUrl(dsn) {
  let url;
  try {
    url = new URL(dsn);
  } catch {
    throw new Error(`SENTRY_DSN must be a URL (got "${dsn}")`);
  }
  const path = /^((?:\/[\w.-]+)*)\/(\d+)$/.exec(url.pathname);
  if (
    !/^https?:$/.test(url.protocol) ||
    !/^\w+$/.test(url.username) ||
    url.password ||
    url.search ||
    url.hash ||
    !path
  )
    throw new Error(`SENTRY_DSN must be http(s)://<public key>@<host>/<project id> (got "${dsn}")`);
  return `${url.origin}${path[1]}/api/${path[2]}/envelope/`;
}

/**
 * What each analytics provider's script needs (decision 0090), as the portal's adapters use them
 * (packages/portal/src/app/analytics.ts): the hosts it sends page views to (fetch, sendBeacon) and
 * those it loads pixels from. Providers' own documentation, 2026. Its script needs no host of its
 * own: the portal inserts it, and 'strict-dynamic' trusts what a trusted script inserts; which URL
 * it may be is the `cp-analytics` Trusted Types policy's rule (decision 0115).
 */
export const ANALYTICS_CSP = {
  baidu: {
    connect: [],
    img: ['https://hm.baidu.com'],
  },
  ga4: {
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  plausible: {
    connect: ['https://plausible.io'],
    img: [],
  },
};

/**
 * The Content-Security-Policy. Scripts: the per-response nonce (nginx's $request_id) and
 * 'strict-dynamic' (what a nonced script inserts or imports runs; no host, not even this origin, is
 * trusted by its name: decision 0115); styles: this origin and the nonce. Never 'unsafe-inline' or
 * 'unsafe-eval'. connect-src: this origin (config.json, the
 * downloads' manifest), the API (its origin when it is not under this one), the analytics provider's
 * hosts when one is configured, the platform chains' JSON-RPC URLs, exactly, the field measurements'
 * beacon's origin when it is another one (decision 0095) and the Sentry DSN's envelope endpoint
 * (decision 0096).
 * Trusted Types are enforced for scripts, with the portal's named policies. `withNonce: false` gives
 * the compiler worker script's policy (portal.conf.template): a worker's scripts carry no nonce, so
 * its scripts are this origin's ('self': the worker and the soljson.js it imports).
 */
export function contentSecurityPolicy({
  apiBaseUrl = '',
  analytics = null,
  chainRpcUrls = '',
  vitals = null,
  sentry = null,
  withNonce = true,
} = {}) {
  const scripts = withNonce ? ["'nonce-$request_id'", "'strict-dynamic'"] : ["'self'"];
  const nonce = withNonce ? ["'nonce-$request_id'"] : [];
  const api = !apiBaseUrl || apiBaseUrl.startsWith('/') ? [] : [originOf(apiBaseUrl, 'The API base URL')];
  const hosts = analytics ? ANALYTICS_CSP[analytics.provider] : { connect: [], img: [] };
  if (!hosts) throw new Error(`Unknown analytics provider "${analytics.provider}"`);
  const directives = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval' lets WebAssembly compile (the self-built contract page's solc, in its
    // worker, decision 0076) and nothing else: JavaScript's eval and new Function stay blocked.
    ['script-src', ...scripts, "'wasm-unsafe-eval'"],
    ['style-src', "'self'", ...nonce],
    // https: for pictures in server rich text; the provider's pixel hosts are named all the same.
    ['img-src', "'self'", 'data:', 'https:', ...hosts.img],
    ['font-src', "'self'"],
    [
      'connect-src',
      ...new Set([
        "'self'",
        ...api,
        ...hosts.connect,
        ...chainRpcSources(chainRpcUrls),
        ...beaconSources(vitals?.beaconUrl),
        ...(sentry ? [sentryEnvelopeUrl(sentry.dsn)] : []),
      ]),
    ],
    ['manifest-src', "'self'"],
    // The compiler worker (a file of this origin), and no other worker.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    // Trusted Types (decision 0058): a string reaches an HTML or script sink only through one of the
    // portal's policies (rich text's sanitiser, the pre-render's chooser, the analytics script, the
    // compiler worker's URL and its soljson.js (cp-solc), and the default one, which allows Radix's
    // two constant style sheets and nothing else).
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', 'cp-sanitize', 'cp-prerender', 'cp-analytics', 'cp-solc', 'default'],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The HTML pages of a Storybook build: the manager and its preview frame. */
const STORYBOOK_PAGES = ['index.html', 'iframe.html'];

/**
 * The sha256 source of each inline script (one without `src`) of the given HTML files: what a policy
 * names to let exactly those scripts run, and no other inline code. A browser hashes the script's
 * text as written between its tags, in UTF-8.
 */
export function inlineScriptHashes(files) {
  const hashes = new Set();
  for (const file of files)
    for (const [, attributes, body] of readFileSync(file, 'utf8').matchAll(
      /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
    ))
      if (!/\bsrc\s*=/i.test(attributes) && body.trim())
        hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...hashes];
}

/**
 * The published Storybook's policy (--storybook-root). Storybook's manager and preview pages each
 * start with inline scripts: the policy names their hashes, read from the build, so those run and no
 * other inline script can (decision 0115). Its styles are inline (its UI's CSS-in-JS), and it frames
 * its own preview (frame-src and frame-ancestors 'self'). Nothing else reaches it: no API, no chain,
 * no other origin.
 */
export function storybookPolicy(storybookRoot) {
  const pages = STORYBOOK_PAGES.map((page) => path.join(storybookRoot, page));
  const missing = pages.find((page) => !existsSync(page));
  if (missing) throw new Error(`--storybook-root: ${missing} is missing (build Storybook first)`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes(pages)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The template's Storybook parts: the location under /storybook/ and its map entries, or nothing. */
function storybookParts(storybookRoot) {
  if (!storybookRoot) return { STORYBOOK_CSP: '', STORYBOOK_FRAME: '', STORYBOOK_LOCATION: '' };
  return {
    STORYBOOK_CSP: `    "~^\\d+ /storybook/"                                 "${storybookPolicy(storybookRoot)}";\n`,
    STORYBOOK_FRAME: `    "~^\\d+ /storybook/"  "SAMEORIGIN";\n`,
    STORYBOOK_LOCATION: `    # The built Storybook (--storybook-root) for designers, with its own policy (the maps above).
    location = /storybook {
        return 301 /storybook/;
    }

    location ^~ /storybook/ {
        alias ${path.resolve(storybookRoot)}/;
        index index.html;
    }
`,
  };
}

/** The analytics providers the portal has an adapter for (packages/portal/src/app/runtimeConfig.ts). */
export const ANALYTICS_PROVIDERS = Object.keys(ANALYTICS_CSP);

/**
 * The settings of config.json and the environment variable of each (decision 0089). Each falls back
 * to the build's variable, `VITE_<name>`, so an environment that built the portal renders a file and a
 * policy that agree with that build (but the VITALS_ and SENTRY_ ones, which have none). Unset in
 * both: the key is left out and the build's value holds.
 */
export const RUNTIME_KEYS = {
  apiBaseUrl: 'API_BASE_URL',
  walletNetwork: 'WALLET_NETWORK',
  walletAddChain: 'WALLET_ADD_CHAIN',
  walletHelpUrl: 'WALLET_HELP_URL',
  chainRpcUrls: 'CHAIN_RPC_URLS',
  chainExplorerUrls: 'CHAIN_EXPLORER_URLS',
  analyticsProvider: 'ANALYTICS_PROVIDER',
  analyticsSiteId: 'ANALYTICS_SITE_ID',
  nodeLogin: 'NODE_LOGIN',
  vitalsBeaconUrl: 'VITALS_BEACON_URL',
  vitalsSampleRate: 'VITALS_SAMPLE_RATE',
  sentryDsn: 'SENTRY_DSN',
  sentryEnvironment: 'SENTRY_ENVIRONMENT',
};

/**
 * config.json's content from environment variables (RUNTIME_KEYS). Checked as the portal's schema
 * checks it (packages/portal/src/app/runtimeConfigSchema.ts; a unit test holds the two together):
 * a malformed value stops the rendering, so no file the portal would refuse is ever written.
 */
export function runtimeConfigFromEnv(env = process.env) {
  const read = (name, { build = true } = {}) => {
    const value = env[name] ?? (build ? env[`VITE_${name}`] : undefined);
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const config = {};
  const apiBaseUrl = read(RUNTIME_KEYS.apiBaseUrl);
  if (apiBaseUrl !== undefined) {
    if (!apiBaseUrl.startsWith('/')) originOf(apiBaseUrl, 'API_BASE_URL');
    if (/[\s?#]/.test(apiBaseUrl))
      throw new Error(`API_BASE_URL must have no query or spaces (got "${apiBaseUrl}")`);
    config.apiBaseUrl = apiBaseUrl.replace(/\/+$/, '') || '/';
  }
  const network = read(RUNTIME_KEYS.walletNetwork);
  if (network !== undefined) {
    if (network !== 'mainnet' && network !== 'testnet')
      throw new Error(`WALLET_NETWORK must be mainnet or testnet (got "${network}")`);
    config.walletNetwork = network;
  }
  const addChain = read(RUNTIME_KEYS.walletAddChain);
  if (addChain !== undefined) config.walletAddChain = byChainCode(addChain, 'WALLET_ADD_CHAIN');
  const helpUrl = read(RUNTIME_KEYS.walletHelpUrl);
  if (helpUrl !== undefined) {
    if (!/^https:\/\/\S+$/.test(helpUrl)) throw new Error(`WALLET_HELP_URL must be https (got "${helpUrl}")`);
    config.walletHelpUrl = helpUrl;
  }
  for (const key of ['chainRpcUrls', 'chainExplorerUrls']) {
    const raw = read(RUNTIME_KEYS[key]);
    if (raw === undefined) continue;
    const urls = byChainCode(raw, RUNTIME_KEYS[key]);
    for (const [code, url] of Object.entries(urls)) {
      if (typeof url !== 'string') throw new Error(`${RUNTIME_KEYS[key]}.${code} must be a URL string`);
      originOf(url, `${RUNTIME_KEYS[key]}.${code}`);
    }
    if (key === 'chainRpcUrls') chainRpcSources(urls);
    config[key] = urls;
  }
  const provider = read(RUNTIME_KEYS.analyticsProvider);
  const siteId = read(RUNTIME_KEYS.analyticsSiteId);
  if (provider !== undefined && provider !== 'none') {
    if (!ANALYTICS_PROVIDERS.includes(provider))
      throw new Error(
        `ANALYTICS_PROVIDER must be one of ${ANALYTICS_PROVIDERS.join(', ')} or none (got "${provider}")`,
      );
    if (!siteId || !/^[\w.:-]{1,100}$/.test(siteId))
      throw new Error(`ANALYTICS_SITE_ID must be set for ${provider}: 1 to 100 letters, digits or . _ : -`);
    config.analytics = { provider, siteId };
  } else if (provider === 'none') {
    config.analytics = null;
  }
  const nodeLogin = read(RUNTIME_KEYS.nodeLogin);
  if (nodeLogin !== undefined) {
    if (nodeLogin !== 'true' && nodeLogin !== 'false')
      throw new Error(`NODE_LOGIN must be true or false (got "${nodeLogin}")`);
    config.nodeLogin = nodeLogin === 'true';
  }
  // Field measurements (decision 0095): on with a beacon URL or a sample rate; VITALS_SAMPLE_RATE=0
  // measures none. This key and `sentry` are the deployment's alone: no build variable to fall back to.
  const beaconUrl = read(RUNTIME_KEYS.vitalsBeaconUrl, { build: false });
  const sampleRate = read(RUNTIME_KEYS.vitalsSampleRate, { build: false });
  if (beaconUrl !== undefined || sampleRate !== undefined) {
    const vitals = {};
    if (beaconUrl !== undefined) {
      if (!/^\/[^\s?#]*$/.test(beaconUrl) && !/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/.test(beaconUrl))
        throw new Error(
          `VITALS_BEACON_URL must be a path of this origin (/api/beacon) or an http(s) URL without query (got "${beaconUrl}")`,
        );
      vitals.beaconUrl = beaconUrl;
    }
    const rate = sampleRate === undefined ? 1 : Number(sampleRate);
    if (!Number.isFinite(rate) || rate < 0 || rate > 1)
      throw new Error(`VITALS_SAMPLE_RATE must be a number from 0 to 1 (got "${sampleRate}")`);
    vitals.sampleRate = rate;
    config.vitals = vitals;
  }
  // Error reports to Sentry (decision 0096).
  const dsn = read(RUNTIME_KEYS.sentryDsn, { build: false });
  const environment = read(RUNTIME_KEYS.sentryEnvironment, { build: false });
  if (dsn !== undefined && dsn !== 'none') {
    sentryEnvelopeUrl(dsn);
    if (environment !== undefined && !/^[\w.-]{1,64}$/.test(environment))
      throw new Error(`SENTRY_ENVIRONMENT must be 1 to 64 letters, digits or . _ - (got "${environment}")`);
    config.sentry = { dsn, ...(environment === undefined ? {} : { environment }) };
  } else if (dsn === 'none') {
    config.sentry = null;
  }
  return config;
}

function fill(template, values) {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name) => {
    if (!(name in values)) throw new Error(`No value for ${match}`);
    return values[name];
  });
}

/**
 * The runtime configuration of a site: `config` as given (else from the environment), with the
 * `--api-base-url` and `--chain-rpc-urls` options over it.
 */
export function siteConfig({ config, apiBaseUrl, chainRpcUrls } = {}) {
  const out = { ...(config ?? runtimeConfigFromEnv()) };
  if (apiBaseUrl !== undefined) {
    if (apiBaseUrl) out.apiBaseUrl = runtimeConfigFromEnv({ API_BASE_URL: apiBaseUrl }).apiBaseUrl;
    else delete out.apiBaseUrl;
  }
  if (chainRpcUrls !== undefined) out.chainRpcUrls = byChainCode(chainRpcUrls, 'CHAIN_RPC_URLS');
  return out;
}

function policyInput(config) {
  return {
    apiBaseUrl: config.apiBaseUrl ?? '',
    analytics: config.analytics ?? null,
    chainRpcUrls: config.chainRpcUrls ?? {},
    vitals: config.vitals ?? null,
    sentry: config.sentry ?? null,
  };
}

/** config.json's text: the settings as the portal reads them (packages/portal/src/app/runtimeConfig.ts). */
export function runtimeConfigText(config) {
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * The site file (portal.conf): `root` is the built portal (dist/), `apiUpstream` where `/api/...`
 * goes when the API base URL is a path (`/api` → `proxy_pass <upstream>/`, so the prefix is removed).
 */
export function renderSite({
  root,
  listen = '80',
  serverName = '_',
  config: given,
  apiBaseUrl,
  apiUpstream = '',
  chainRpcUrls,
  configFile,
  brotli = 'auto',
  accessLog = '/var/log/nginx/portal.access.log',
  tlsCertificate = '',
  tlsCertificateKey = '',
  httpRedirectListen = '80',
  storybookRoot = '',
}) {
  if (!root) throw new Error('--root (the built portal folder) is required');
  const config = siteConfig({ config: given, apiBaseUrl, chainRpcUrls });
  if (Boolean(tlsCertificate) !== Boolean(tlsCertificateKey))
    throw new Error('--tls-certificate and --tls-certificate-key go together');
  const useBrotli = brotli === 'on' || (brotli === 'auto' && existsSync(BROTLI_MODULE));
  const api = config.apiBaseUrl ?? '';
  const apiPath = api.startsWith('/') ? api.replace(/\/+$/, '') : '';
  if (apiPath && !apiUpstream)
    throw new Error(`--api-upstream is required when the API base URL is a path (${apiPath})`);
  const apiProxy = apiPath
    ? `
    # The API, under ${apiPath}/ of the portal's own origin: the prefix is removed on the way. The
    # request headers pass as sent (Authorization, Idempotency-Key of the paying calls).
    location ^~ ${apiPath}/ {
        proxy_pass ${apiUpstream.replace(/\/+$/, '')}/;
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header X-Real-IP $remote_addr;
        # The id of this request in nginx's access log: the API answers and logs with the same one.
        proxy_set_header X-Request-Id $request_id;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_read_timeout 60s;
        # Uploads: the API's 10 MB limit plus the multipart envelope (render.mjs API_BODY_LIMIT).
        client_max_body_size ${API_BODY_LIMIT};
        # An upstream error page (a stack trace, an HTML page) never reaches the browser, nor does
        # nginx's own HTML when the API is down: a small JSON envelope with the same status instead.
        proxy_intercept_errors on;
        error_page 500 502 503 504 = @api_error;
        # A body over that limit: the same JSON shape, and the status the portal reads as "too large".
        error_page 413 = @api_too_large;
    }

    location @api_error {
        default_type application/json;
        return 502 '${API_ERROR_BODY}';
    }

    location @api_too_large {
        default_type application/json;
        return 413 '${API_TOO_LARGE_BODY}';
    }
`
    : '';
  const brotliBlock = useBrotli
    ? `
    # Brotli (Debian: libnginx-mod-http-brotli-filter) where the client accepts it, gzip otherwise.
    brotli on;
    brotli_comp_level 5;
    brotli_min_length 256;
    brotli_types ${COMPRESSED_TYPES};
`
    : '';
  const template = readFileSync(path.join(here, 'portal.conf.template'), 'utf8');
  // With a certificate this server speaks TLS itself, and HTTP/2 with it: one connection carries the
  // page's many chunks at once, where HTTP/1.1 queues them six at a time. `listen ... ssl http2` is
  // the form Debian 12's nginx (1.22) knows; nginx 1.25.1 and later accept it with a warning.
  const tls = tlsCertificate
    ? `    ssl_certificate ${path.resolve(tlsCertificate)};
    ssl_certificate_key ${path.resolve(tlsCertificateKey)};
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:portal_tls:10m;

`
    : '';
  return fill(template, {
    LISTEN: tlsCertificate ? `${listen} ssl http2` : String(listen),
    TLS: tls,
    // HSTS only where it means something: a browser ignores it over plain HTTP, and graders (the
    // MDN HTTP Observatory) count it against the site. Behind a proxy that ends TLS, the proxy sends it.
    HSTS: tlsCertificate
      ? 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;'
      : '# No Strict-Transport-Security: this server speaks plain HTTP (README.md, "TLS").',
    HTTP_REDIRECT: tlsCertificate ? httpRedirect({ httpRedirectListen, listen, serverName, accessLog }) : '',
    SERVER_NAME: serverName,
    ROOT: path.resolve(root),
    CSP: contentSecurityPolicy(policyInput(config)),
    CSP_WORKER: contentSecurityPolicy({ ...policyInput(config), withNonce: false }),
    CONFIG_FILE: path.resolve(configFile ?? path.join(root, 'config.json')),
    BROTLI: brotliBlock,
    API_PROXY: apiProxy,
    ACCESS_LOG: accessLog,
    ...storybookParts(storybookRoot),
  });
}

/** The port of a `listen` value ('443', '127.0.0.1:8443', '[::]:443'); 443 when it names none. */
function listenPort(listen) {
  const match = /(?:^|:)(\d+)$/.exec(String(listen).trim());
  return match ? match[1] : '443';
}

/**
 * With TLS, a second server on `httpRedirectListen` (port 80 by default; 'off' for none) answers
 * every plain-HTTP request with a 301 to the same host, path and query over https, and nothing else:
 * no page, no API, no HSTS (a browser ignores it over HTTP). The https port is written in the
 * address unless it is 443.
 */
function httpRedirect({ httpRedirectListen, listen, serverName, accessLog }) {
  if (!httpRedirectListen || httpRedirectListen === 'off') return '';
  const port = listenPort(listen);
  const target = `https://$host${port === '443' ? '' : `:${port}`}$request_uri`;
  return `
# Plain HTTP: every request goes to https (render.mjs --http-redirect-listen).
server {
    listen ${httpRedirectListen};
    server_name ${serverName};
    server_tokens off;
    access_log ${accessLog} portal_no_query;
    return 301 ${target};
}
`;
}

/**
 * Writes DIR/nginx.conf and DIR/portal.conf for `nginx -p DIR -c DIR/nginx.conf` (foreground, pid,
 * logs and temporary files in DIR) and returns the nginx.conf path.
 */
export function renderStandalone(dir, site) {
  const prefix = path.resolve(dir);
  mkdirSync(path.join(prefix, 'tmp'), { recursive: true });
  // This site's config.json lives here, beside its nginx.conf, not in the build: so one build can be
  // served by two sites with two configurations.
  const config = siteConfig(site);
  const configFile = path.join(prefix, 'config.json');
  writeFileSync(configFile, runtimeConfigText(config));
  const siteText = renderSite({
    accessLog: path.join(prefix, 'access.log'),
    ...site,
    config,
    apiBaseUrl: undefined,
    chainRpcUrls: undefined,
    configFile,
  });
  const brotli = siteText.includes('brotli on;');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const main = fill(readFileSync(path.join(here, 'nginx.conf.template'), 'utf8'), {
    PREFIX: prefix,
    MIME_TYPES: site.mimeTypes ?? '/etc/nginx/mime.types',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_MODULE};\n` : '',
    // As root, nginx would hand the workers to "nobody", who may not read a checkout; keep the user.
    USER: isRoot ? 'user root root;\n' : '',
  });
  writeFileSync(path.join(prefix, 'portal.conf'), siteText);
  writeFileSync(path.join(prefix, 'nginx.conf'), main);
  return path.join(prefix, 'nginx.conf');
}

function parseArgs(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = argv[i]?.replace(/^--/, '').replace(/-(\w)/g, (_, c) => c.toUpperCase());
    options[key] = argv[i + 1];
    i += 1;
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { standalone, ...site } = parseArgs(process.argv.slice(2));
    if (standalone) console.log(renderStandalone(standalone, site));
    else {
      const config = siteConfig(site);
      const text = renderSite({ ...site, config, apiBaseUrl: undefined, chainRpcUrls: undefined });
      const configFile = path.resolve(site.configFile ?? path.join(site.root, 'config.json'));
      writeFileSync(configFile, runtimeConfigText(config));
      console.error(`render.mjs: wrote ${configFile}`);
      process.stdout.write(text);
    }
  } catch (error) {
    console.error(`render.mjs: ${error.message}`);
    process.exit(1);
  }
}
