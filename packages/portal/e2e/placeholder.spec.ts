import { expect, test } from '@playwright/test';

test.describe('placeholder page', () => {
  test.use({ locale: 'zh-CN' });
  test('renders a ui component in the browser language', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('链服务平台');
    await expect(page.getByRole('button', { name: '链服务平台' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  });
});

test('falls back to English for an unsupported browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  const page = await context.newPage();
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chain Service Platform');
  await context.close();
});
