// One build, two configurations (decision 0089): a second nginx site serves the suite's build with
// its own config.json (secondSite.ts), and each site's settings are the ones applied: the API (the
// suite's under /api of its own origin, the second's on another origin, called across origins),
// the chains it reads, and the CSP's connect-src render.mjs computed from the same values. The file
// is never cached; a malformed one stops the portal with a message, and a missing one leaves the
// build's settings.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { chainEnv } from '../../../scripts/serve/chains.mjs';
import { freePort, startApi, type SiteConfig } from '../../../scripts/serve/stack.mjs';
import { expectAppPath, scrollToEnd, signIn } from '../e2e/helpers';
import { SUITE_ANALYTICS, serveAnalyticsStub } from './analyticsStub';
import { startSecondSite } from './secondSite';

const chains = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<string, string>;

interface SecondSite {
  url: string;
  /** Its API's origin: a mock API server of its own, answering CORS for the site's origin. */
  api: string;
  config: SiteConfig;
  /** Its config.json on disk. */
  file: string;
}

const test = base.extend<object, { second: SecondSite }>({
  second: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => {
      const port = await freePort();
      const api = await startApi({
        walletOrigins: [`http://127.0.0.1:${port}`],
        env: { ...chainEnv(process.env.VITE_CHAIN_RPC_URLS ?? '{}') },
      });
      // The API on another origin, one chain, no analytics.
      const config = { apiBaseUrl: api.url, chainRpcUrls: { ScOcc02001: chains.ScOcc02001! } };
      try {
        const site = await startSecondSite('runtime-config', config, { port, apiUpstream: api.url });
        try {
          await provide({ url: site.url, api: api.url, config, file: path.join(site.dir, 'config.json') });
        } finally {
          await site.stop();
        }
      } finally {
        await api.stop();
      }
    },
    { scope: 'worker' },
  ],
});

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

function connectSrc(csp: string | undefined): string[] {
  const directive = (csp ?? '').split(';').find((part) => part.trim().startsWith('connect-src')) ?? '';
  return directive.trim().split(/\s+/).slice(1);
}

/**
 * The API calls made by the pages of `site` while `act` ran: under /api/ of a local site, or to
 * `apiOrigin`. A page of the site before may still be sending its reads when `act` begins; those are
 * its calls, not this site's.
 */
async function apiCalls(
  page: Page,
  site: string,
  apiOrigin: string,
  act: () => Promise<void>,
): Promise<string[]> {
  const calls: string[] = [];
  const siteOrigin = new URL(site).origin;
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (
      request.method() !== 'OPTIONS' &&
      new URL(request.frame().url()).origin === siteOrigin &&
      ((url.hostname === '127.0.0.1' && url.pathname.startsWith('/api/')) || url.origin === apiOrigin)
    )
      calls.push(url.href);
  };
  page.on('request', onRequest);
  await act();
  page.off('request', onRequest);
  return calls;
}

test('each site serves its own config.json, never to be cached, and the policy made from it', async ({
  request,
  baseURL,
  second,
}) => {
  const suite = await request.get(new URL('config.json', baseURL).href);
  expect(suite.status()).toBe(200);
  expect(suite.headers()['content-type']).toMatch(/^application\/json/);
  expect(suite.headers()['cache-control']).toBe('no-store');
  expect(await suite.json()).toEqual({
    apiBaseUrl: '/api',
    analytics: SUITE_ANALYTICS,
    chainRpcUrls: chains,
  });
  const other = await request.get(new URL('config.json', second.url).href);
  expect(other.headers()['cache-control']).toBe('no-store');
  expect(await other.json()).toEqual(second.config);

  // The same index.html, two policies: connect-src is this origin, the API's origin when it is
  // another, the analytics provider and the site's chains.
  const suitePage = await request.get(baseURL!);
  const otherPage = await request.get(second.url);
  // One build: the same page but for its nonce.
  const page = async (answer: typeof suitePage) => (await answer.text()).replace(/[0-9a-f]{32}/g, 'NONCE');
  expect(await page(otherPage)).toBe(await page(suitePage));
  expect(connectSrc(suitePage.headers()['content-security-policy'])).toEqual([
    "'self'",
    'https://plausible.io',
    ...Object.values(chains),
  ]);
  expect(connectSrc(otherPage.headers()['content-security-policy'])).toEqual([
    "'self'",
    second.api,
    chains.ScOcc02001,
  ]);
  expect(otherPage.headers()['content-security-policy']).not.toContain('plausible.io');
});

test('the second site calls its API on its origin and reads only its chain; the suite’s site its own', async ({
  page,
  baseURL,
  second,
}) => {
  await serveAnalyticsStub(page);
  const suiteCalls = await apiCalls(page, baseURL!, second.api, async () => {
    await signIn(page, 'admin', `${baseURL}#/login`);
    await expectAppPath(page, '/homepage/homepage');
  });
  expect(suiteCalls.length).toBeGreaterThan(0);
  expect(suiteCalls.filter((call) => !call.startsWith(new URL('/api/', baseURL).href))).toEqual([]);
  await page.context().clearCookies();

  const secondCalls = await apiCalls(page, second.url, second.api, async () => {
    await signIn(page, 'admin', `${second.url}#/login`);
    await expectAppPath(page, '/homepage/homepage');
  });
  expect(secondCalls.length).toBeGreaterThan(0);
  expect(secondCalls.filter((call) => !call.startsWith(`${second.api}/`))).toEqual([]);

  // The landing page: the second site knows one chain, the suite's both.
  const live = (code: string) => page.getByRole('group', { name: `Live status of ${code}` });
  await page.context().clearCookies();
  const landing = async (site: string) => {
    await page.goto('about:blank');
    await page.goto(`${site}#/index`);
    await expect(page.getByRole('heading', { name: 'Three chains, one account' })).toBeVisible();
    await scrollToEnd(page);
  };
  await landing(second.url);
  await expect(live('ScOcc02001')).toContainText('Gas price');
  await expect(live('ScOcc03001')).toContainText('Live status not available');
  await landing(baseURL!);
  await expect(live('ScOcc02001')).toContainText('Gas price');
  await expect(live('ScOcc03001')).toContainText('Gas price');
});

test('a malformed config.json stops the portal with a message; without the file the build’s settings hold', async ({
  page,
  second,
}) => {
  try {
    writeFileSync(second.file, '{ "walletNetwork": "moonnet" }\n');
    await page.goto(`${second.url}#/login`);
    await expect(page.getByRole('alert')).toContainText('This site is not configured correctly');
    await expect(page.getByRole('alert')).toContainText('walletNetwork');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);

    writeFileSync(second.file, 'not json');
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('config.json is not valid JSON');

    // No file: nginx answers 404 (not the page), the portal starts, and signing in calls the build's
    // API (/api of this origin, which this site does not proxy: the call is what shows the setting).
    rmSync(second.file);
    expect((await page.request.get(new URL('config.json', second.url).href)).status()).toBe(404);
    await page.goto('about:blank');
    const calls = await apiCalls(page, second.url, second.api, async () => {
      const asked = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith('/api/'));
      await signIn(page, 'admin', `${second.url}#/login`);
      await asked;
    });
    expect(calls[0]!.startsWith(new URL('/api/', second.url).href)).toBe(true);
  } finally {
    writeFileSync(second.file, `${JSON.stringify(second.config, null, 2)}\n`);
  }
});
