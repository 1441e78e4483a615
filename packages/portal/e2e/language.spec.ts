import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, expectAppPath } from './helpers';

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'language')?.value;

test.describe('with a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('uses the browser language when nothing else says', async ({ page }) => {
    await page.goto('#/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('登录控制台');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });

  test('?language=en wins and is stored in the cookie', async ({ page }) => {
    await page.goto('#/login?language=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the console');
    // The pre-rendered page shows before the app starts and stores the cookie (decision 0055).
    await expect.poll(() => languageCookie(page)).toBe('en');
  });

  test('/en/index shows the index page in English', async ({ page }) => {
    await page.goto('#/en/index');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
    await expect(page).toHaveTitle('Home - Chain Service Platform');
  });
});

test.describe('with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('/zh/index and /zh/serversaccess switch to Chinese', async ({ page }) => {
    await page.goto('#/zh/serversaccess');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('接入服务');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await languageCookie(page)).toBe('zh');
    await page.goto('#/index');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('一个平台，三条区块链');
  });

  test('the language cookie wins over the browser', async ({ page, context }) => {
    await context.addCookies([{ name: 'language', value: 'ja', url: BASE_URL }]);
    await page.goto('#/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('コンソールにログイン');
  });

  test('switching the language re-renders without a reload and is remembered', async ({ page }) => {
    await page.goto('#/login');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión en la consola');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión en la consola');
    await expectAppPath(page, '/login');
  });
});

test.describe('with an unsupported browser language', () => {
  test.use({ locale: 'fr-FR' });

  test('falls back to English', async ({ page }) => {
    await page.goto('#/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to the console');
  });
});
