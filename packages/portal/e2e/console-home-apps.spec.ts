import { expect, test, type Page } from '@playwright/test';
import { expectAppPath, signedInAs } from './helpers';

test.use({ locale: 'en-US' });

test('home: balance, spend, services, apps, orders and unread notices, each linking on', async ({ page }) => {
  await signedInAs(page, 'customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByText('Available balance')).toBeVisible();
  await expect(page.getByText('Spent this month')).toBeVisible();
  await expect(page.getByRole('img', { name: /Monthly spend/ })).toBeVisible();
  const services = page.getByRole('region', { name: 'Services in use' });
  await expect(services.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('region', { name: 'Recent orders' }).getByRole('listitem')).toHaveCount(5);
  const notices = page.getByRole('region', { name: 'Unread notices' });
  await expect(notices.getByRole('listitem').first()).toBeVisible();

  const first = (await services.getByRole('listitem').first().getByRole('link').textContent()) ?? '';
  await services.getByRole('listitem').first().getByRole('link').click();
  await expectAppPath(page, /^\/appservers\/myserversdetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
});

test('my apps (admin): status filter in the address, open an app, its key stays masked', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('#/appservers/myapp');
  await expect(page.getByRole('heading', { level: 1, name: 'My apps' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My apps' });
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  await expectAppPath(page, '/appservers/myapp?status=active');
  await expect
    .poll(async () => [...new Set(await table.getByRole('row').locator('td:nth-child(5)').allTextContents())])
    .toEqual(['Active']);
  const name = (await table.getByRole('row').nth(1).getByRole('button').first().textContent()) ?? '';
  await table.getByRole('button', { name }).click();
  await expectAppPath(page, /^\/appservers\/myappdetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^.{3}\*{4}.{4}$/)).toBeVisible();
  await expect(page.getByText('Requests this month')).toBeVisible();
});

/** The amount a statistic shows (its title's parent holds the value), in cents. */
async function statisticCents(page: Page, title: string): Promise<number> {
  const root = page.getByText(title, { exact: true }).locator('xpath=..');
  await expect(root).toContainText(/\d/);
  const text = (await root.innerText()).replace(title, '');
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

/** A money text such as '¥1,280.50' in cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

test('an app shows its product and subscription, and a renewal charges the balance once', async ({
  page,
}) => {
  await signedInAs(page, 'customer');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const before = await statisticCents(page, 'Available balance');

  await page.evaluate(() => (window.location.hash = '/appservers/myapp?status=active'));
  const table = page.getByRole('table', { name: 'My apps' });
  await expect(table.getByRole('row').nth(1)).toContainText('Active');
  await table.getByRole('row').nth(1).getByRole('button').first().click();
  await expectAppPath(page, /^\/appservers\/myappdetail\?id=\d+$/);
  const details = page.getByRole('region', { name: 'Product and subscription' });
  for (const label of ['Product', 'Version', 'Scenario', 'Provider', 'Period', 'Expires']) {
    await expect(details.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(details).toContainText(/\d+\.\d+\.\d+/);

  await page.getByRole('button', { name: 'Renew', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Renew / });
  await expect(dialog.getByText('Available balance')).toBeVisible();
  const months = 3;
  await dialog.getByRole('radio', { name: `${months} months` }).click();
  await expect(dialog.getByRole('radio', { name: `${months} months` })).toBeChecked();
  const shown = async (label: string) =>
    cents(
      (await dialog.getByText(label, { exact: true }).locator('xpath=..').innerText()).replace(label, ''),
    );
  const price = (await shown('Price per month')) * months;
  expect(await shown('Price')).toBe(price);
  expect(await shown('Available balance')).toBe(before);
  const confirm = dialog.getByRole('button', { name: /^Pay .* and renew$/ });
  // A double click charges once (the 6-second lock).
  await confirm.dblclick();
  // The message, in the messages' region (Radix's announcer repeats its text elsewhere for a second).
  const messages = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(messages.getByText(/is renewed until \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => (window.location.hash = '/homepage/homepage'));
  await expect.poll(() => statisticCents(page, 'Available balance')).toBe(before - price);
});
