// The deployment configuration's answers (packages/portal/deploy/): security headers and the
// per-response CSP nonce on index.html, caching and compression, and the /api/ proxy to the HTTP API.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { root } from '../../../scripts/serve/stack.mjs';
import { cspFindings } from '../src/testing/cspFindings';

/** The build nginx serves (globalSetup.ts). */
const distDir = path.join(root, 'packages/portal', process.env.E2E_NGINX_OUT ?? 'dist-nginx');

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

async function fetchIndex(request: APIRequestContext) {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  return { response, html: await response.text(), csp: response.headers()['content-security-policy'] ?? '' };
}

const nonceOf = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];

test('index.html: a strict CSP whose nonce is new in every answer and is the one on the page tags, and the security headers', async ({
  request,
}) => {
  const first = await fetchIndex(request);
  const second = await fetchIndex(request);
  const policy = directives(first.csp);

  // Scripts: the nonce, and what a nonced script inserts or imports ('strict-dynamic'); no host, not
  // this origin nor the site's analytics provider's (Plausible, e2e-nginx/globalSetup.ts), which the
  // portal inserts. 'wasm-unsafe-eval': WebAssembly only (the compiler worker's solc), never eval.
  // Styles: this origin and the nonce.
  const nonce = nonceOf(first.csp);
  expect(nonce).toMatch(/^[0-9a-f]{32}$/);
  expect(nonceOf(second.csp)).not.toBe(nonce);
  expect(policy.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'"]);
  // Google's CSP Evaluator, a checker we did not write, finds nothing in the policy served but this
  // suite's own chains: local nodes over plain HTTP (connect-src, below), which it rightly flags (a
  // deployment's chains are HTTPS, and src/app/runtimeConfig.test.ts evaluates such a policy).
  const chainOrigins = Object.values(
    JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<string, string>,
  );
  const findings = cspFindings(first.csp);
  expect(findings.filter((f) => !(f.directive === 'connect-src' && chainOrigins.includes(f.value)))).toEqual(
    [],
  );
  expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(first.csp).not.toContain("'unsafe-eval'");
  expect(first.csp).not.toContain('unsafe-inline');
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  // Trusted Types: HTML and script sinks take only values of the portal's policies (decision 0058).
  expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(policy.get('trusted-types')).toEqual([
    'cp-sanitize',
    'cp-prerender',
    'cp-analytics',
    'cp-solc',
    'default',
  ]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  // This origin (config.json, and the API under /api/); the analytics provider, which receives the
  // page views; the platform chains' JSON-RPC URLs (chains.spec.ts).
  expect(policy.get('connect-src')).toEqual(["'self'", 'https://plausible.io', ...chainOrigins]);

  // Every script, style and preload tag carries this answer's nonce; the placeholder is gone. The
  // pre-rendered pages are kept as text in `<script type="text/html">` data blocks, which never run
  // (vite.prerender.ts); the style tags in their text carry the nonce.
  const tags = first.html.match(/<(script|style|link)\b[^>]*>/g) ?? [];
  const needing = tags.filter(
    (tag) =>
      (!/^<link/.test(tag) || /rel="(modulepreload|stylesheet|preload)"/.test(tag)) &&
      !/^<script type="text\/html"/.test(tag),
  );
  expect(needing.length).toBeGreaterThan(3);
  for (const tag of needing) expect(tag).toContain(`nonce="${nonce}"`);
  expect(first.html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  expect(first.html).not.toContain('__CSP_NONCE__');
  expect(second.html).toContain(`nonce="${nonceOf(second.csp)}"`);

  const headers = first.response.headers();
  // Plain HTTP: no HSTS (browsers ignore it there; tls.spec.ts sees it over TLS).
  expect(headers['strict-transport-security']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['server']).toBe('nginx');
});

test('hashed assets are cached for a year, compressed, and carry only the headers a bundle applies; /api/ reaches the HTTP API', async ({
  request,
}) => {
  const { html } = await fetchIndex(request);
  // The entry module: imported by the inline chooser after the first paint (decision 0055).
  const script = html.match(/[`"']\.\/(assets\/index-[^`"']+\.js)[`"']/)?.[1];
  expect(script).toBeTruthy();

  const gzip = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.status()).toBe(200);
  const assetHeaders = gzip.headers();
  expect(assetHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(assetHeaders['content-encoding']).toBe('gzip');
  expect(assetHeaders['content-type']).toMatch(/^application\/javascript/);
  expect(assetHeaders['x-content-type-options']).toBe('nosniff');
  expect(assetHeaders['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // What only a document applies is not repeated on each of the console's ~90 bundles (nginx writes
  // every header in full): no policy, permissions, framing or opener headers on a bundle.
  for (const documentOnly of [
    'content-security-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ])
    expect(assetHeaders[documentOnly], documentOnly).toBeUndefined();
  // A worker applies the policy its script comes with: the compiler worker's is the page's, less
  // the nonce.
  const worker = (await readdir(path.join(distDir, 'assets'))).find((f) => /^solc\.worker-.*\.js$/.test(f));
  expect(worker).toBeTruthy();
  const workerPolicy = (await request.get(`/assets/${worker}`)).headers()['content-security-policy'];
  expect(workerPolicy).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
  expect(workerPolicy).toMatch(/require-trusted-types-for 'script'/);
  expect(workerPolicy).not.toMatch(/nonce/);
  // Brotli where Debian's module is installed (scripts/ensure.sh installs it with nginx).
  if (existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so')) {
    const br = await request.get(`/${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers()['content-encoding']).toBe('br');
  }
  const missing = await request.get('/assets/no-such-file.js');
  expect(missing.status()).toBe(404);
  // nginx's error page is a document: it keeps the policy and the framing header.
  expect(missing.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(missing.headers()['x-frame-options']).toBe('DENY');
  expect((await request.get(`/${script}.map`)).status()).toBe(404);

  // Sign-in through the proxy: the mock backend answers under /api/ with a real token (128 random bits).
  const login: APIResponse = await request.post('/api/login', {
    data: { username: 'admin', password: 'admin123' },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(0);
  expect(body.data.token).toMatch(/^[0-9a-f]{32}$/);
  const wrong = await request.post('/api/login', { data: { username: 'admin', password: 'nope' } });
  expect(((await wrong.json()) as { code: number }).code).not.toBe(0);
});
