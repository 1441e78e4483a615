// One build, two configurations (decision 0089): a second nginx site serves the suite's build with
// its own config.json (secondSite.ts), and each site's settings are the ones applied: the API path
// the portal calls, the chains it reads, and the CSP's connect-src render.mjs computed from the same
// values. The file is never cached; a malformed one stops the portal with a message, and a missing
// one leaves the build's settings.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { root } from '../../../scripts/serve/stack.mjs';
import { expectAppPath, scrollToEnd, signIn } from '../e2e/helpers';
import { SUITE_ANALYTICS, serveAnalyticsStub } from './analyticsStub';
import { startSecondSite } from './secondSite';

const chains = JSON.parse(process.env.VITE_CHAIN_RPC_URLS ?? '{}') as Record<string, string>;
const SECOND = 'runtime-config';
/** The second site's settings: the API under another path, one chain, no analytics. */
const secondConfig = { apiBaseUrl: '/backend', chainRpcUrls: { ScOcc02001: chains.ScOcc02001! } };
const secondFile = () =>
  path.join(root, '.tmp', `${process.env.E2E_NGINX_OUT ?? 'dist-nginx'}-${SECOND}`, 'config.json');

const test = base.extend<object, { second: string }>({
  second: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => {
      const site = await startSecondSite(SECOND, secondConfig);
      try {
        await provide(site.url);
      } finally {
        await site.stop();
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

/** The API paths the page asked for while `act` ran. */
async function apiPaths(page: Page, act: () => Promise<void>): Promise<string[]> {
  const paths: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (/^\/(api|backend)\//.test(pathname)) paths.push(pathname);
  };
  page.on('request', onRequest);
  await act();
  page.off('request', onRequest);
  return paths;
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
  const other = await request.get(new URL('config.json', second).href);
  expect(other.headers()['cache-control']).toBe('no-store');
  expect(await other.json()).toEqual(secondConfig);

  // The same index.html, two policies: connect-src is this origin, the analytics provider and the
  // site's chains.
  const suitePage = await request.get(baseURL!);
  const otherPage = await request.get(second);
  expect(connectSrc(suitePage.headers()['content-security-policy'])).toEqual([
    "'self'",
    'https://plausible.io',
    ...Object.values(chains),
  ]);
  expect(connectSrc(otherPage.headers()['content-security-policy'])).toEqual(["'self'", chains.ScOcc02001]);
  expect(otherPage.headers()['content-security-policy']).not.toContain('plausible.io');
});

test('the second site calls its API path and reads only its chain; the suite’s site its own', async ({
  page,
  baseURL,
  second,
}) => {
  await serveAnalyticsStub(page);
  const suiteCalls = await apiPaths(page, async () => {
    await signIn(page, 'admin', `${baseURL}#/login`);
    await expectAppPath(page, '/homepage/homepage');
  });
  expect(suiteCalls.length).toBeGreaterThan(0);
  expect(suiteCalls.every((p) => p.startsWith('/api/'))).toBe(true);
  await page.context().clearCookies();

  const secondCalls = await apiPaths(page, async () => {
    await signIn(page, 'admin', `${second}#/login`);
    await expectAppPath(page, '/homepage/homepage');
  });
  expect(secondCalls.length).toBeGreaterThan(0);
  expect(secondCalls.every((p) => p.startsWith('/backend/'))).toBe(true);

  // The landing page: the second site knows one chain, the suite's both.
  const live = (code: string) => page.getByRole('group', { name: `Live status of ${code}` });
  await page.context().clearCookies();
  const landing = async (site: string) => {
    await page.goto('about:blank');
    await page.goto(`${site}#/index`);
    await expect(page.getByRole('heading', { name: 'Three chains, one account' })).toBeVisible();
    await scrollToEnd(page);
  };
  await landing(second);
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
    writeFileSync(secondFile(), '{ "apiBaseUrl": "/backend", "walletNetwork": "moonnet" }\n');
    await page.goto(`${second}#/login`);
    await expect(page.getByRole('alert')).toContainText('This site is not configured correctly');
    await expect(page.getByRole('alert')).toContainText('walletNetwork');
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);

    writeFileSync(secondFile(), 'not json');
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('config.json is not valid JSON');

    // No file: nginx answers 404 (not the page), the portal starts, and signing in calls the build's
    // API path (/api, which this site does not proxy: the call is what shows the setting).
    rmSync(secondFile());
    expect((await page.request.get(new URL('config.json', second).href)).status()).toBe(404);
    await page.goto('about:blank');
    const calls = await apiPaths(page, async () => {
      const asked = page.waitForRequest((r) => /^\/(api|backend)\//.test(new URL(r.url()).pathname));
      await signIn(page, 'admin', `${second}#/login`);
      await asked;
    });
    expect(calls[0]).toMatch(/^\/api\//);
  } finally {
    writeFileSync(secondFile(), `${JSON.stringify(secondConfig, null, 2)}\n`);
  }
});
