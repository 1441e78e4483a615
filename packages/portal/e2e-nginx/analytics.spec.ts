// Page views reach the analytics script the build is configured with (decision 0032): the script is
// loaded once, from the host the CSP allows, and each route change pushes one view. The script is
// a stub served by the test (e2e-nginx/analyticsStub.ts); the build and nginx are configured with its
// address in e2e-nginx/globalSetup.ts.
import { expect, test } from '@playwright/test';
import { ANALYTICS, serveAnalyticsStub } from './analyticsStub';

declare global {
  interface Window {
    __analyticsViews?: unknown[];
    __analyticsLoads?: number;
  }
}

test.use({ locale: 'en-US' });

test('the configured analytics script is loaded once and receives a page view for every route change', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await serveAnalyticsStub(page);
  const views = () => page.evaluate(() => window.__analyticsViews ?? []);
  const view = (path: string) => ({ type: 'pageview', siteId: ANALYTICS.siteId, path, language: 'en' });

  await page.goto('#/index');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
  // The view of the first page was queued before the script came, and the script took it over.
  await expect.poll(views).toEqual([view('/index')]);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About us' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  await page.goto('#/serversaccess');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access services');
  await expect.poll(views).toEqual([view('/index'), view('/aboutus'), view('/serversaccess')]);

  await expect(page.locator(`script[src="${ANALYTICS.url}"]`)).toHaveCount(1);
  expect(await page.evaluate(() => window.__analyticsLoads)).toBe(1);
  expect(blocked).toEqual([]);
});
