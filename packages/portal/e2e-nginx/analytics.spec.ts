// Page views reach the deployment's analytics provider (decision 0090), each through its own script's
// API: Plausible on the suite's site (globalSetup.ts), Baidu Tongji and Google Analytics 4 on sites
// this spec starts over the same build with their config.json (secondSite.ts). The provider's script
// is a stub served by the test (analyticsStub.ts) that records the calls as the real one receives
// them and sends its beacon; the site's CSP, computed by render.mjs for that provider, must let the
// script and its beacon through with no violation.
import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS, PROVIDER_HOSTS, serveAnalyticsStub, type Provider } from './analyticsStub';
import { startSecondSite } from './secondSite';

declare global {
  interface Window {
    __analyticsCalls?: unknown[];
    __analyticsLoads?: number;
    __violations?: string[];
  }
}

test.use({ locale: 'en-US' });

/**
 * Opens /index, follows a link to /aboutus, then goes to /serversaccess (with a query, which no view
 * may carry), and returns what the provider received, the titles of the three pages and the
 * policy's complaints.
 */
async function journey(page: Page, base: string, provider: Provider) {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Trusted Type/i.test(message.text())) blocked.push(message.text());
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__violations!.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  await serveAnalyticsStub(page, provider);
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (
      new URL(request.url()).pathname === new URL(PROVIDER_HOSTS[provider].beacon.replace('?*', '')).pathname
    )
      beacons.push(request.url());
  });
  const titles: string[] = [];
  await page.goto(`${base}#/index`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
  await expect(page).toHaveTitle(/^Home/);
  titles.push(await page.title());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About us' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await expect(page).toHaveTitle(/^About us/);
  titles.push(await page.title());
  await page.goto(`${base}#/serversaccess?redirect=%2Fsecret&code=123456`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access services');
  await expect(page).toHaveTitle(/^Access services/);
  titles.push(await page.title());
  const origin = new URL(base).origin;
  return {
    titles,
    origin,
    beacons,
    blocked,
    calls: () => page.evaluate(() => window.__analyticsCalls ?? []),
  };
}

async function expectLoadedOnce(page: Page, provider: Provider) {
  await expect(page.locator(`script[data-cp-analytics="${provider}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => window.__analyticsLoads)).toBe(1);
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
}

test('Plausible (the suite’s site): one pageview with the route’s address per route change', async ({
  page,
  baseURL,
}) => {
  const run = await journey(page, baseURL!, 'plausible');
  const view = (path: string) => ['pageview', { u: `${run.origin}${path}` }, ANALYTICS.plausible.siteId];
  await expect.poll(run.calls).toEqual([view('/index'), view('/aboutus'), view('/serversaccess')]);
  await expectLoadedOnce(page, 'plausible');
  await expect.poll(() => run.beacons.length).toBe(3);
  expect(run.blocked).toEqual([]);
});

test('Baidu Tongji: its own page view off, then one virtual page view of the route’s path per change', async ({
  page,
}) => {
  const site = await startSecondSite('analytics-baidu', { analytics: ANALYTICS.baidu });
  try {
    const run = await journey(page, site.url, 'baidu');
    await expect.poll(run.calls).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/index'],
      ['_trackPageview', '/aboutus'],
      ['_trackPageview', '/serversaccess'],
    ]);
    await expectLoadedOnce(page, 'baidu');
    expect(await page.locator('script[data-cp-analytics]').getAttribute('src')).toBe(
      `https://hm.baidu.com/hm.js?${ANALYTICS.baidu.siteId}`,
    );
    await expect.poll(() => run.beacons.length).toBe(3);
    expect(run.blocked).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('Google Analytics 4: configured without its own page view, then one page_view event per change', async ({
  page,
}) => {
  const site = await startSecondSite('analytics-ga4', { analytics: ANALYTICS.ga4 });
  try {
    const run = await journey(page, site.url, 'ga4');
    const view = (path: string, title: string) => [
      'event',
      'page_view',
      { page_location: `${run.origin}${path}`, page_path: path, page_title: title },
    ];
    await expect
      .poll(run.calls)
      .toEqual([
        ['js', 'date'],
        ['config', ANALYTICS.ga4.siteId, { send_page_view: false }],
        view('/index', run.titles[0]!),
        view('/aboutus', run.titles[1]!),
        view('/serversaccess', run.titles[2]!),
      ]);
    await expectLoadedOnce(page, 'ga4');
    expect(await page.locator('script[data-cp-analytics]').getAttribute('src')).toBe(
      `https://www.googletagmanager.com/gtag/js?id=${ANALYTICS.ga4.siteId}`,
    );
    await expect.poll(() => run.beacons.length).toBe(3);
    expect(run.blocked).toEqual([]);
  } finally {
    await site.stop();
  }
});
