// Issue 28.3 (decision 0064): a refusal is said in the interface language, not the server's.
import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

test('signing in with a wrong password in English says so in English', async ({ page }) => {
  await page.goto('#/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong123');
  const login = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The call names the interface language, not only the browser's list.
  expect((await login).headers()['accept-language']).toBe('en');
  await expect(page.getByText('Wrong username or password.', { exact: true })).toBeVisible();
  await expect(page.getByText('用户名或密码错误')).toHaveCount(0);
});
