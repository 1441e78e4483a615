// Issue 28.3 (decision 0064): the server words a refusal in the interface language the call names;
// the portal shows a code the spec gives no meaning in the server's own words (decision 0088).
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
  // The server's own words (decision 0088), in the language the call named.
  await expect(page.getByText(/^Wrong username or password \(Request ID: [0-9a-f]{32}\)$/)).toBeVisible();
  await expect(page.getByText('用户名或密码错误')).toHaveCount(0);
});
