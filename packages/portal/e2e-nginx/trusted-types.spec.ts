// Trusted Types are enforced (decision 0058): rich text from the server reaches the page only through
// the sanitiser's policy. A FAQ answer is rendered from data's HTML, under the production CSP, with no
// violation.
import { expect, test } from '@playwright/test';
import { serveAnalyticsStub } from './analyticsStub';

test.use({ locale: 'en-US' });

declare global {
  interface Window {
    __ttViolations?: string[];
  }
}

test('a FAQ answer (rich text from the server) renders through the sanitiser policy, with no violation', async ({
  page,
}) => {
  await serveAnalyticsStub(page);
  await page.addInitScript(() => {
    window.__ttViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__ttViolations!.push(`${event.effectiveDirective}: ${event.sample}`);
    });
  });
  await page.goto('/#/commonproblem?keyword=password');
  await page.getByRole('link', { name: 'I forgot my password.', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('I forgot my password.');
  await expect(page.getByText(/Forgot password/).first()).toBeVisible();
  expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);
  expect(await page.evaluate(() => window.__ttViolations)).toEqual([]);
});
