import { expect, test } from '@playwright/test';
import { expectAppPath, signIn, signedInAs } from './helpers';

test.use({ locale: 'en-US' });

test('my services: filter and search kept in the address, open one, invite a member', async ({ page }) => {
  await signedInAs(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Services and apps' }).click();
  await menu.getByRole('link', { name: 'My services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My services' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My services' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Running' }).click();
  await expectAppPath(page, '/appservers/myservers?status=running');
  await expect
    .poll(async () => [...new Set(await table.getByRole('row').locator('td:nth-child(5)').allTextContents())])
    .toEqual(['Running']);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Running/);

  const firstName = (await table.getByRole('row').nth(1).getByRole('button').first().textContent()) ?? '';
  await page.getByRole('textbox', { name: 'Name or service number' }).fill('no such service');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No services match these filters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name or service number' }).fill('');
  await page.getByRole('button', { name: 'Search' }).click();

  await table.getByRole('button', { name: firstName }).click();
  await expectAppPath(page, /^\/appservers\/myserversdetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByText(/^https?:\/\//).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Members' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('radio', { name: 'E-mail' }).click();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('friend@example.com');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent to friend@example.com.', { exact: true })).toBeVisible();
  await expect(page.getByText(/#\/service\/inviteservicedetail\?code=/)).toBeVisible();
});

test('an invitation link opened signed out survives sign-in, joins once, then says it was used', async ({
  page,
}) => {
  await page.goto('#/service/inviteservicedetail?code=INV-DEMO-2025');
  await expectAppPath(page, /^\/login\?redirect=/);
  await signIn(page, 'customer', '');
  await expectAppPath(page, '/service/inviteservicedetail?code=INV-DEMO-2025');
  await expect(page.getByRole('heading', { level: 2, name: /invites you to join/ })).toBeVisible();
  await page.getByRole('button', { name: 'Accept and join' }).click();
  await expect(page.getByText(/^You joined /)).toBeVisible();
  await expectAppPath(page, /^\/appservers\/myserversdetail\?id=\d+$/);

  await page.goto('#/service/inviteservice');
  await page.getByRole('textbox', { name: 'Invitation code' }).fill('INV-DEMO-2025');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('heading', { name: 'This invitation has already been used.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and join' })).toHaveCount(0);
});

test('expired and unknown invitations are explained', async ({ page }) => {
  await signedInAs(page, 'customer');
  await page.goto('#/service/inviteservicedetail?code=INV-OLD-2024');
  await expect(page.getByRole('heading', { name: 'This invitation has expired.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept and join' })).toHaveCount(0);
  await page.goto('#/service/inviteservice?code=NO-SUCH-CODE');
  await expect(page.getByRole('heading', { name: 'This invitation does not exist.' })).toBeVisible();
});
