import { expect, test } from '@playwright/test';
import { appPath, BASE_URL, expectAppPath, signedInAs, signIn } from './helpers';

test.use({ locale: 'en-US' });

const ADMIN_ONLY = ['Contract management', 'Drop details', 'Recharge details'];

test('admin signs in and sees every section, including the admin-only ones', async ({ page }) => {
  await signedInAs(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByText('Contract management')).toBeVisible();
  await menu.getByText('Fee center').click();
  for (const title of ['Drop details', 'Recharge details', 'Order management']) {
    await expect(menu.getByRole('link', { name: title })).toBeVisible();
  }
  await expect(page).toHaveTitle('Home - Chain Service Platform');
  await expect(page.getByRole('button', { name: '系统管理员' })).toBeVisible();
});

test('a customer does not see the admin-only pages and cannot open them', async ({ page }) => {
  await signedInAs(page, 'customer');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Fee center').click();
  await expect(menu.getByRole('link', { name: 'Order management' })).toBeVisible();
  for (const title of ADMIN_ONLY) await expect(menu.getByText(title)).toHaveCount(0);
  await page.goto('#/costCenter/dropdetail');
  await expectAppPath(page, '/401');
  await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
});

test('a console address without a token goes to sign-in and back to it afterwards', async ({ page }) => {
  await page.goto('#/costCenter/orderMGT?page=2&status=paid');
  await expectAppPath(page, '/login?redirect=/costCenter/orderMGT?page=2&status=paid');
  await signIn(page, 'customer', '');
  await expectAppPath(page, '/costCenter/orderMGT?page=2&status=paid');
  await expect(page.getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible();
});

test('refuses every redirect that leaves the portal', async ({ page, context }) => {
  for (const hostile of [
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/login?redirect=//evil.example',
  ]) {
    await test.step(hostile, async () => {
      // A fresh start, signed out: a new document, no token cookie.
      await context.clearCookies();
      await page.goto('about:blank');
      await page.goto(`#/login?redirect=${encodeURIComponent(hostile)}`);
      await signIn(page, 'customer', '');
      await expectAppPath(page, '/homepage/homepage');
      expect(new URL(page.url()).origin).toBe(new URL(BASE_URL).origin);
    });
  }
});

test('a signed-in user opening /login goes to the home page; unknown paths go to /404; root to /index', async ({
  page,
}) => {
  await page.goto('#/');
  await expectAppPath(page, '/index');
  await page.goto('#/no/such/page');
  await expectAppPath(page, '/404');
  await signedInAs(page, 'customer');
  await page.goto('#/login');
  await expectAppPath(page, '/homepage/homepage');
});

test('signs in with the keyboard only', async ({ page }) => {
  await page.goto('#/login');
  const username = page.getByRole('textbox', { name: 'Username' });
  // The pre-rendered page is inert until the app has started (decision 0055): a keyboard user's Tab
  // reaches the form from then on.
  await expect(page.locator('#root:not([inert])')).toBeAttached();
  // Tab from the top of the page until the username field has focus.
  for (let i = 0; i < 10 && !(await username.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(username).toBeFocused();
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expectAppPath(page, '/homepage/homepage');
  expect(appPath(page)).toBe('/homepage/homepage');
});
