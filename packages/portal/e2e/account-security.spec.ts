import { expect, test, type Page } from '@playwright/test';
import { expectAppPath, useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

const CODE = '123456'; // every mock SMS and e-mail code

async function go(page: Page, path: string) {
  await page.evaluate((hash) => (window.location.hash = hash), path);
  await expectAppPath(page, path);
}

test('change the mobile with a code to the old number, then one to the new number', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/accountCenter/saveSetUp');
  await expect(page.getByRole('heading', { level: 1, name: 'Security settings' })).toBeVisible();
  await expect(page.getByText('139****5678', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change mobile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change mobile' });
  await expect(dialog).toContainText('139****5678');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+/ })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  // A wrong code is refused and kept.
  await expect(dialog.getByRole('textbox', { name: 'Verification code' })).toHaveValue('000000');
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(CODE);
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await dialog.getByRole('textbox', { name: 'New mobile number' }).fill('13511112222');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(CODE);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your mobile number was changed', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('135****2222', { exact: true })).toBeVisible();
  await expect(page.getByText('13511112222')).toHaveCount(0);
});

test('change the password, then sign in with the new one', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/accountCenter/saveSetUp');
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByRole('textbox', { name: 'Current password' }).fill('demo123');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('abc');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('newpass99');
  await dialog.getByRole('textbox', { name: 'Repeat new password' }).fill('newpass99');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Changed successfully', { exact: true })).toBeVisible();
  await expectAppPath(page, '/login');

  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectAppPath(page, '/login');
  await page.getByRole('textbox', { name: 'Password' }).fill('newpass99');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectAppPath(page, '/homepage/homepage');
});

test('secret information only after a fresh code', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/accountCenter/saveSetUp');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Secret information' });
  await expect(dialog.getByText('AppSecret')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await dialog.getByRole('textbox', { name: 'Verification code' }).fill(CODE);
  await dialog.getByRole('button', { name: 'Show' }).click();
  await expect(dialog.getByText('AppSecret')).toBeVisible();
});

test('the account page shows the login log, paged, with the page in the address', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/accountCenter/loginLog');
  const table = page.getByRole('table', { name: 'Sign-in log' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Time', 'Address', 'Device', 'Method', 'Result']);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expectAppPath(page, /page=2/);
});

test('a new avatar shows in the navbar at once', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/system/userInfo');
  await expect(page.getByRole('heading', { level: 1, name: 'Basic information' })).toBeVisible();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: 'Use as avatar' }).click();
  await expect(page.getByText('Your avatar was changed', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').locator('img[src^="data:image/png"]')).toBeVisible();
});
