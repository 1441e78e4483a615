import { expect, test, type Page } from '@playwright/test';
import { expectAppPath, signedInAs, signIn, useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

const TOKEN_COOKIE = 'cp_chainportal_token';

async function tokenCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === TOKEN_COOKIE);
}

test('writes the token cookie with the site id and SameSite', async ({ page }) => {
  await signedInAs(page, 'admin');
  const cookie = await tokenCookie(page);
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.sameSite).toBe('Lax');
});

test('code 10004 clears the session and goes to sign-in once, with the message, keeping the page', async ({
  page,
}) => {
  await useDemoToken(page, 'admin');
  await page.goto('#/costCenter/orderMGT');
  await expectAppPath(page, '/costCenter/orderMGT');
  await page.evaluate(() =>
    localStorage.setItem(
      'cp-mock-faults',
      JSON.stringify({
        code: { path: '/client/user/message/getNotReadCount', code: 10004, msg: 'Login expired' },
      }),
    ),
  );
  await page.reload();
  await expectAppPath(page, '/login?redirect=/costCenter/orderMGT');
  // The portal says a code it knows in its own words, not the server's (decision 0064).
  await expect(
    page.getByText('Your session has expired. Please sign in again.', { exact: true }),
  ).toHaveCount(1);
  await expect(page.getByText('Login expired')).toHaveCount(0);
  expect(await tokenCookie(page)).toBeUndefined();
  await page.evaluate(() => localStorage.removeItem('cp-mock-faults'));
  await signIn(page, 'admin', '');
  await expectAppPath(page, '/costCenter/orderMGT');
});

test('a lost token sends the next console visit to sign-in', async ({ page }) => {
  await signedInAs(page, 'customer');
  await page.context().clearCookies({ name: TOKEN_COOKIE });
  await page.goto('#/accountCenter/saveSetUp');
  await expectAppPath(page, '/login?redirect=/accountCenter/saveSetUp');
});

test('log out clears the session and the tabs and goes to /login, even when the server is unreachable', async ({
  page,
}) => {
  await signedInAs(page, 'admin');
  await page.goto('#/costCenter/orderMGT');
  await expect(
    page.getByRole('navigation', { name: 'Open pages' }).getByText('Order management'),
  ).toBeVisible();
  await page.evaluate(() => localStorage.setItem('cp-mock-faults', JSON.stringify({ network: '/logout' })));
  await page.getByRole('button', { name: /系统管理员|Alex Morgan/ }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expectAppPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  expect(await tokenCookie(page)).toBeUndefined();
  const tabs = await page.evaluate(() => JSON.parse(localStorage.getItem('cp-tags-view') ?? '{}'));
  expect(tabs.visitedViews).toEqual([]);
  await page.evaluate(() => localStorage.removeItem('cp-mock-faults'));
  await page.goto('#/homepage/homepage');
  await expectAppPath(page, '/login?redirect=/homepage/homepage');
});

test('password change: the dialog, the success message, then sign-in', async ({ page }) => {
  await signedInAs(page, 'customer');
  await page.getByRole('button', { name: /系统管理员|Alex Morgan/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByRole('textbox', { name: 'Current password' }).fill('demo123');
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('abc123');
  await dialog.getByRole('textbox', { name: 'Repeat new password' }).fill('abc123');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Changed successfully', { exact: true })).toBeVisible();
  await expectAppPath(page, '/login');
  expect(await tokenCookie(page)).toBeUndefined();
});

test('the demo role switch rebuilds the menu for the other role', async ({ page }) => {
  await signedInAs(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Contract management')).toBeVisible();
  await page.getByRole('combobox', { name: 'Demo role' }).click();
  await page.getByRole('option', { name: 'Customer' }).click();
  await expect(menu.getByText('Contract management')).toHaveCount(0);
  expect((await tokenCookie(page))?.value).toBe('customer-token');
  await expect(page.getByRole('button', { name: 'Alex Morgan' })).toBeVisible();
});
