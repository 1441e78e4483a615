// Every cost-center, account-center and user-info screen, loaded, without axe violations (WCAG 2.2 A/AA),
// and screenshots of a few at desktop and phone width for review.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectAppPath, useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

const PAGES: [string, string, 'admin' | 'customer'][] = [
  ['/costCenter/orderMGT', 'Order management', 'customer'],
  ['/costCenter/overview', 'Overview', 'customer'],
  ['/costCenter/overview/recharge', 'Recharge', 'customer'],
  ['/costCenter/overview/withdrawal', 'Withdrawal', 'customer'],
  ['/costCenter/overview/refund', 'Refund', 'customer'],
  ['/costCenter/consumptiondetail', 'Consumption details', 'customer'],
  ['/costCenter/dropdetail', 'Drop details', 'admin'],
  ['/costCenter/rechargedetail', 'Recharge details', 'admin'],
  ['/costCenter/invoicesMGT', 'Invoice management', 'customer'],
  ['/costCenter/invoicesMGT/invoicesMGTdetail?id=1', 'Invoice detail', 'customer'],
  ['/costCenter/invoicesMGT/applyInvoices', 'Apply for an invoice', 'customer'],
  ['/costCenter/invoicesMGT/invoicesInfo', 'Invoice titles', 'customer'],
  ['/costCenter/invoicesMGT/invoicesAddress', 'Mailing addresses', 'customer'],
  ['/accountCenter/accountInfo', 'Account information', 'customer'],
  ['/accountCenter/loginLog', 'Login log', 'customer'],
  ['/accountCenter/saveSetUp', 'Security settings', 'customer'],
  ['/system/userInfo', 'Basic information', 'customer'],
];

async function go(page: Page, path: string) {
  await page.evaluate((hash) => (window.location.hash = hash), path);
  await expectAppPath(page, path);
}

for (const [path, title, who] of PAGES) {
  test(`${path} has its title, its data and no axe violations`, async ({ page }) => {
    await useDemoToken(page, who);
    await go(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // The billing/account namespaces' failure text, and the console lists' (shared/ListTable).
    await expect(page.getByText(/Could not load the data\.|This could not be loaded\./)).toHaveCount(0);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
}

test('screenshots for review', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, 'only when asked for');
  await useDemoToken(page, 'customer');
  for (const [path, name] of [
    ['/costCenter/overview', 'overview'],
    ['/costCenter/orderMGT', 'orders'],
    ['/accountCenter/saveSetUp', 'security'],
  ] as const) {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await go(page, path);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `../../.tmp/shots/${name}-${width}.png`, fullPage: true });
    }
  }
});
