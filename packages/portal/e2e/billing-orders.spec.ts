import { expect, test, type Locator, type Page } from '@playwright/test';
import { appPath, expectAppPath, useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

// Seeded pending orders of the demo customer (packages/api/src/mocks/orders/seed.ts) in the world
// pinned to 2026-11-26 (decision 0068, playwright.base.ts), whose balance starts at 16,094.00
// (15,594.00 available): one it can pay, one far above the balance.
const PAYABLE = { orderNo: 'DD20261125405249', amount: 1885 };
const TOO_DEAR = 'DD20261125451625';

/** The amount shown by a statistic (or a description) under its title, in cents. */
async function statistic(page: Page, title: string, within: Page | Locator = page): Promise<number> {
  const root = within.getByText(title, { exact: true }).locator('xpath=..');
  await expect(root).toContainText(/\d/);
  const text = (await root.innerText()).replace(title, '');
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

async function go(page: Page, path: string) {
  await page.evaluate((hash) => (window.location.hash = hash), path);
  await expectAppPath(page, path);
}

test('paying an order lowers the balance on the overview and the home page at once, and only once', async ({
  page,
}) => {
  await useDemoToken(page, 'customer');
  await go(page, '/homepage/homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const homeBefore = await statistic(page, 'Available balance');
  await go(page, '/costCenter/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const before = await statistic(page, 'Balance');
  expect(before).toBe(1_609_400);
  const availableBefore = await statistic(page, 'Available');
  expect(availableBefore).toBe(1_559_400);
  // The home page shows the same available amount as the overview.
  expect(homeBefore).toBe(availableBefore);

  await go(page, `/costCenter/orderMGT?keyword=${PAYABLE.orderNo}`);
  const row = page.getByRole('row', { name: new RegExp(PAYABLE.orderNo) });
  await expect(row).toContainText('Awaiting payment');
  await page.getByRole('button', { name: `Pay order ${PAYABLE.orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay from the balance' });
  // The dialog shows the available amount: the balance less 500.00 frozen by a pending withdrawal.
  await expect(dialog).toContainText('15,594.00');
  // The amount charged is what the dialog shows for the order.
  const amount = await statistic(page, 'Amount', dialog);
  expect(amount).toBe(PAYABLE.amount * 100);
  const pay = dialog.getByRole('button', { name: /^Pay / });
  await pay.dblclick();
  await expect(page.getByText(`Order ${PAYABLE.orderNo} is paid`, { exact: true })).toBeVisible();
  await expect(row).toContainText('Paid');

  await go(page, '/costCenter/overview');
  await expect.poll(() => statistic(page, 'Balance')).toBe(before - amount);
  expect(await statistic(page, 'Available')).toBe(availableBefore - amount);
  // The latest movement is this payment.
  await expect(page.getByRole('row', { name: new RegExp(PAYABLE.orderNo) })).toBeVisible();

  await go(page, '/homepage/homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect.poll(() => statistic(page, 'Available balance')).toBe(homeBefore - amount);
});

test('a column sort orders the whole list, not only the page shown, and stays in the address', async ({
  page,
}) => {
  await useDemoToken(page, 'customer');
  await go(page, '/costCenter/orderMGT');
  const table = page.getByRole('table', { name: 'Order management' });
  const amounts = async () =>
    (await table.getByRole('row').locator('td:nth-child(4)').allInnerTexts()).map((text) =>
      Math.round(Number(text.replace(/[^\d.]/g, '')) * 100),
    );
  await expect(table.getByRole('row')).toHaveCount(11);
  const unsortedFirstPage = await amounts();
  const total = Number(((await page.getByText(/^Total \d+ items$/).textContent()) ?? '').replace(/\D/g, ''));
  const lastPage = Math.ceil(total / 10);
  expect(lastPage).toBeGreaterThan(1);

  await table.getByRole('button', { name: 'Amount' }).click();
  await expectAppPath(page, '/costCenter/orderMGT?sort=amount.asc');
  // A full page in the new order (while the page loads, the table has no amounts to read).
  await expect
    .poll(async () => {
      const shown = await amounts();
      return shown.length === 10 && shown.join() !== unsortedFirstPage.join();
    })
    .toBe(true);
  const ascending = await amounts();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  const smallest = ascending[0]!;
  expect(unsortedFirstPage.every((a) => a >= smallest)).toBe(true);

  // The other direction: the smallest amount of all is the very last row of the last page.
  await table.getByRole('button', { name: 'Amount' }).click();
  await expectAppPath(page, '/costCenter/orderMGT?sort=amount.desc');
  await go(page, `/costCenter/orderMGT?sort=amount.desc&page=${lastPage}`);
  await expect(page.getByRole('button', { name: `Page ${lastPage}` })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect.poll(async () => (await amounts()).at(-1)).toBe(smallest);
  const descendingTail = await amounts();
  expect(descendingTail.every((a) => a >= smallest)).toBe(true);
  // And the largest of all heads page 1 of the descending sort.
  await go(page, '/costCenter/orderMGT?sort=amount.desc');
  await expect.poll(async () => (await amounts()).length).toBe(10);
  const largest = (await amounts())[0]!;
  expect([...unsortedFirstPage, ...ascending, ...descendingTail].every((a) => a <= largest)).toBe(true);
});

test('too little balance is explained and leads to a recharge that raises the balance', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, `/costCenter/orderMGT?keyword=${TOO_DEAR}`);
  await page.getByRole('button', { name: `Pay order ${TOO_DEAR}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay from the balance' });
  await expect(dialog.getByRole('alert')).toContainText('Your available balance is too low');
  await expect(dialog.getByRole('alert')).toContainText('190,626.00');
  await expect(dialog.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Recharge' }).click();
  await expectAppPath(page, '/costCenter/overview/recharge?amount=190626.00');
  await expect(page.getByRole('textbox', { name: /Amount/ })).toHaveValue('190626.00');
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recharge successful' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the overview' }).click();
  await expect.poll(() => statistic(page, 'Available')).toBe(20_622_000);
});

test('a refused payment keeps the order unpaid and says why', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, `/costCenter/orderMGT?keyword=${PAYABLE.orderNo}`);
  await page.evaluate(() => {
    (window as unknown as { __mockFaults: unknown }).__mockFaults = {
      code: { path: '/client/order/pay', code: 21001, msg: 'Insufficient balance' },
    };
  });
  await page.getByRole('button', { name: `Pay order ${PAYABLE.orderNo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay from the balance' });
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your available balance is too low');
  await expect(dialog.getByRole('button', { name: 'Recharge' })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { __mockFaults: unknown }).__mockFaults = undefined));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: new RegExp(PAYABLE.orderNo) })).toContainText(
    'Awaiting payment',
  );
});

test('filters and the page are kept in the address', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/costCenter/orderMGT');
  await page.getByRole('textbox', { name: 'Product or order number' }).fill('DD2026112');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => appPath(page)).toContain('keyword=DD2026112');
  await expect(page.getByRole('row').nth(1)).toContainText('DD2026112');
});

test('the customer is refused the admin-only pages, by menu and by typed address', async ({ page }) => {
  await useDemoToken(page, 'customer');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Drop details')).toHaveCount(0);
  await expect(menu.getByText('Recharge details')).toHaveCount(0);
  await go(page, '/costCenter/dropdetail');
  await expectAppPath(page, '/401');
  await page.evaluate(() => (window.location.hash = '/costCenter/rechargedetail'));
  await expectAppPath(page, '/401');
});

test('the admin sees drop and recharge details of every customer', async ({ page }) => {
  await useDemoToken(page, 'admin');
  await go(page, '/costCenter/dropdetail');
  await expect(page.getByRole('heading', { level: 1, name: 'Drop details' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Drop details' }).getByRole('row')).not.toHaveCount(1);
  await go(page, '/costCenter/rechargedetail?status=success');
  await expect(page.getByRole('table', { name: 'Recharge details' })).toContainText('Successful');
});

test('a withdrawal within the available amount freezes it at once on the overview', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/costCenter/overview');
  const frozen = await statistic(page, 'Frozen');
  const available = await statistic(page, 'Available');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expectAppPath(page, '/costCenter/overview/withdrawal');
  await page.getByRole('textbox', { name: /Amount/ }).fill('99999');
  await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('China Merchants Bank');
  await page.getByRole('textbox', { name: 'Account number' }).fill('6225880112345678');
  await page.getByRole('textbox', { name: 'Account holder' }).fill('Demo');
  await page.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expect(page.getByText('The amount is more than your available balance')).toBeVisible();
  await page.getByRole('textbox', { name: /Amount/ }).fill('100.10');
  await page.getByRole('button', { name: 'Request the withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdrawal' });
  await expect(dialog).toContainText('****5678');
  await dialog.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expectAppPath(page, '/costCenter/overview');
  await expect.poll(() => statistic(page, 'Frozen')).toBe(frozen + 10_010);
  expect(await statistic(page, 'Available')).toBe(available - 10_010);
});

test('a recharge that fails keeps what was typed, and a wrong amount is refused before sending', async ({
  page,
}) => {
  await useDemoToken(page, 'customer');
  await go(page, '/costCenter/overview/recharge');
  const amount = page.getByRole('textbox', { name: /Amount/ });
  await amount.fill('12.345');
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await expect(
    page.getByText('Enter an amount from 0.01 to 1,000,000 with at most two decimals'),
  ).toBeVisible();
  await amount.fill('88.80');
  await page.getByRole('radio', { name: 'WeChat Pay' }).check();
  await page.evaluate(() => {
    (window as unknown as { __mockFaults: unknown }).__mockFaults = { network: '/client/account/recharge' };
  });
  await page.getByRole('button', { name: 'Recharge', exact: true }).click();
  await expect(page.getByText('Network error. Please check your connection.', { exact: true })).toBeVisible();
  await expect(amount).toHaveValue('88.80');
  await expect(page.getByRole('radio', { name: 'WeChat Pay' })).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Recharge successful' })).toHaveCount(0);
});
