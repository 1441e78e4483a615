import { expect, test } from '@playwright/test';
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
