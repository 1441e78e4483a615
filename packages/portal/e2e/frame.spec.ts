import { expect, test, type Page } from '@playwright/test';
import { expectAppPath, openPage as open, signedInAs, useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

test('tabs (one per path) and settings survive a reload; refresh and close work', async ({ page }) => {
  await useDemoToken(page, 'admin');
  await open(page, '/costCenter/orderMGT', 'Order management');
  await open(page, '/accountCenter/loginLog', 'Sign-in log');
  await open(page, '/costCenter/orderMGT', 'Order management');
  const tabs = page.getByRole('navigation', { name: 'Open pages' });
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Order management', 'Sign-in log']);

  await page.getByRole('button', { name: 'Page settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Page settings' });
  await panel.getByRole('switch', { name: 'Sidebar logo' }).click();
  await panel.getByRole('button', { name: 'Close page settings' }).click();

  await page.reload();
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Order management', 'Sign-in log']);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cp-settings') ?? '{}'));
  expect(saved.sidebarLogo).toBe(false);

  await tabs.getByRole('button', { name: 'Close Sign-in log' }).click();
  await expect(tabs.getByRole('link')).toHaveText(['Home', 'Order management']);

  await page.getByRole('button', { name: 'Page settings' }).click();
  await panel.getByRole('switch', { name: 'Show open tabs' }).click();
  await panel.getByRole('button', { name: 'Close page settings' }).click();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(tabs).toHaveCount(0);
});

test('the breadcrumb starts at home and the page title names the page', async ({ page }) => {
  await signedInAs(page, 'admin');
  await open(page, '/costCenter/overview/recharge', 'Recharge');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs).toContainText('Home');
  await expect(crumbs).toContainText('Fee center');
  await expect(crumbs).toContainText('Account overview');
  await expect(crumbs).toContainText('Recharge');
  await expect(page).toHaveTitle('Recharge - Chain Service Platform');
});

test('the sidebar state is kept in the sidebarStatus cookie', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await page.getByRole('button', { name: 'Collapse side menu' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value)
    .toBe('0');
  await page.reload();
  await page.getByRole('button', { name: 'Expand side menu' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value)
    .toBe('1');
});

test('the message bell shows the unread count and opens the unread system notices', async ({ page }) => {
  await signedInAs(page, 'customer');
  const bell = page.getByRole('link', { name: /Messages, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expectAppPath(page, '/messageCenter/systemNotice/systemNotice?state=0');
});

test.describe('below 992px', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('the menu is a drawer that a navigation closes', async ({ page }) => {
    await useDemoToken(page, 'customer');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByText('Account center').click();
    await drawer.getByRole('link', { name: 'Security settings' }).click();
    await expectAppPath(page, '/accountCenter/saveSetUp');
    await expect(drawer).toBeHidden();
  });
});

test.describe('on a 390px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const overflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  test('no console page is wider than the screen; the secondary tools are behind "More tools"', async ({
    page,
  }) => {
    await useDemoToken(page, 'admin');
    const more = page.getByRole('button', { name: 'More tools' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: /^Messages/ })).toBeVisible();
    for (const path of [
      '/homepage/homepage',
      '/appservers/myservers',
      '/costCenter/orderMGT',
      '/costCenter/overview',
      '/accountCenter/saveSetUp',
      '/messageCenter/systemNotice/systemNotice',
    ]) {
      await page.evaluate((hash) => (window.location.hash = hash), path);
      await expectAppPath(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path })
        .toBeLessThanOrEqual(390);
    }
    // The tools panel opens under the bar, fits the screen, and Escape closes it back to its button.
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Page settings' })).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: /Search/ }).or(page.getByRole('textbox', { name: /Search/ })),
    ).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Page settings' }).focus();
    await page.keyboard.press('Escape');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(more).toBeFocused();
  });
});
