// The deployment configuration with TLS in the rendered file (render.mjs --tls-certificate and
// --tls-certificate-key): the portal is served over HTTPS and HTTP/2, the page and its chunks come
// over one HTTP/2 connection, the session cookie is Secure, and sign-in reaches the console.
// This spec starts its own API and nginx (a certificate for 127.0.0.1 made by openssl for the run)
// in front of the suite's build; the browser is told to accept that certificate.
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { freePort, root, startApi, startNginx } from '../../../scripts/serve/stack.mjs';
import { expectAppPath, signIn } from '../e2e/helpers';

const test = base.extend<object, { served: { https: string; http: string } }>({
  served: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => {
      const webPort = await freePort();
      const out = process.env.E2E_NGINX_OUT ?? 'dist-nginx';
      const api = await startApi({ walletOrigins: [`https://127.0.0.1:${webPort}`] });
      try {
        const web = await startNginx({
          distDir: path.join(root, 'packages/portal', out),
          port: webPort,
          apiUpstream: api.url,
          dir: path.join(root, '.tmp', `${out}-tls`),
          chainRpcUrls: process.env.VITE_CHAIN_RPC_URLS ?? '',
          tls: true,
        });
        try {
          await provide({ https: web.url, http: web.httpUrl ?? '' });
        } finally {
          await web.stop();
        }
      } finally {
        await api.stop();
      }
    },
    { scope: 'worker' },
  ],
});

test.use({ ignoreHTTPSErrors: true });

test('over TLS: HTTP/2 for the page and its chunks, HSTS, a Secure session cookie, and sign-in works', async ({
  page,
  context,
  served,
}) => {
  const httpsUrl = served.https;
  const response = await page.goto(`${httpsUrl}#/login`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();

  // The document and every script of the start came over HTTP/2.
  const protocols = await page.evaluate(() =>
    [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource').filter((e) => e.name.includes('/assets/')),
    ].map((e) => (e as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(3);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

  await signIn(page, 'admin', '');
  await expectAppPath(page, '/homepage/homepage');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  const session = (await context.cookies(httpsUrl)).find((c) => c.name === 'cp_chainportal_token');
  expect(session?.secure).toBe(true);
  // The console's reads went through nginx's HTTP/2 to the API too.
  const reads = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/'))
      .map((e) => (e as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(reads.length).toBeGreaterThan(0);
  expect(new Set(reads)).toEqual(new Set(['h2']));
});

// The MDN HTTP Observatory's transport rules (its "redirection" and "strict-transport-security"
// tests), which graded the pair C+ before the plain-HTTP server existed: the first answer over HTTP
// is a redirect to https on the same host, for every address; HSTS over TLS for at least six months,
// and none over plain HTTP.
test('over TLS: plain HTTP answers every address with a 301 to the same address over https, and HSTS is sent over TLS only', async ({
  request,
  served,
}) => {
  expect(served.http).toMatch(/^http:\/\//);
  for (const address of [
    '/',
    '/index.html?language=en',
    '/api/client/user/info?token=t',
    '/assets/none.js',
  ]) {
    const answer = await request.get(new URL(address, served.http).href, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(301);
    expect(answer.headers()['location']).toBe(new URL(address, served.https).href);
    expect(answer.headers()['strict-transport-security']).toBeUndefined();
    // No page, no API answer: only the redirect.
    expect(answer.headers()['content-security-policy']).toBeUndefined();
  }
  const page = await request.get(served.https, { ignoreHTTPSErrors: true });
  const maxAge = Number(/max-age=(\d+)/.exec(page.headers()['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(15_768_000);
});
