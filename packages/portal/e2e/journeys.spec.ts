// Journeys as a person would make them (issue 27.5), found by roles and labels.
import { expect, test, type Page } from '@playwright/test';
import { expectAppPath, signedInAs } from './helpers';

test.use({ locale: 'en-US' });

test('register with a mistake, then fix it: the first invalid field gets the focus, its error clears once fixed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto('#/register');
  const username = page.getByRole('textbox', { name: 'Username' });
  const register = page.getByRole('button', { name: 'Register', exact: true });
  const usernameError = page.getByText('4-20 letters, digits or _, starting with a letter.', { exact: true });

  // Everything but the username, which sits at the top of the form, out of view by the end.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('abc123');
  await page.getByRole('textbox', { name: 'Repeat password' }).fill('abc123');
  const mobile = `137${String(Date.now() % 1e8).padStart(8, '0')}`;
  await page.getByRole('textbox', { name: 'Mobile' }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await page.getByRole('textbox', { name: 'Verification code' }).fill('123456');
  await page.getByRole('checkbox', { name: /I have read and accept/ }).check();
  await register.scrollIntoViewIfNeeded();
  await expect(username).not.toBeInViewport();
  await register.click();

  // Refused by the rules: the username is focused and scrolled to, with its error in place of the hint.
  await expect(username).toBeFocused();
  await expect(username).toBeInViewport();
  await expect(username).toHaveAccessibleDescription('4-20 letters, digits or _, starting with a letter.');
  await expect(
    page.getByText('4-20 letters, digits or _, starting with a letter', { exact: true }),
  ).toHaveCount(0);
  // Nothing was sent, so the button is not locked.
  await expect(register).not.toHaveAttribute('aria-disabled', 'true');

  // A mistake in the fix keeps the error; the right name clears it while typing, before leaving.
  await username.fill('1abc');
  await expect(usernameError).toBeVisible();
  await username.fill(`fixer${Date.now() % 100000}`);
  await expect(usernameError).toHaveCount(0);
  await expect(username).toBeFocused();
  await expect(username).toHaveAccessibleDescription('4-20 letters, digits or _, starting with a letter');

  await register.click();
  await expectAppPath(page, '/homepage/homepage');
});

const bell = (page: Page) => page.getByRole('link', { name: /^Messages/ });
const unreadOnBell = async (page: Page): Promise<number> =>
  Number(/(\d+) unread/.exec((await bell(page).textContent()) ?? '')?.[1] ?? 0);

test('read notices from the bell: it opens the unread ones, not all of them', async ({ page }) => {
  await signedInAs(page, 'customer');
  await expect.poll(() => unreadOnBell(page)).toBeGreaterThan(0);
  const unread = await unreadOnBell(page);

  await bell(page).click();
  await expectAppPath(page, '/messageCenter/systemNotice/systemNotice?state=0');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Unread/);
  const table = page.getByRole('table', { name: 'System notices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // As many as the bell says, each one unread, each with how long ago it came.
  await expect(page.getByText(`Total ${unread} items`)).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Read', exact: true })).toHaveCount(0);
  await expect(table.getByRole('row').nth(1).locator('time')).toHaveText(
    /just now|minutes? ago|hours? ago|1 day ago|\d{4}-\d{2}-\d{2}/,
  );

  // Reading one: one fewer on the bell.
  await table.getByRole('row').nth(1).getByRole('button').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('region', { name: 'Notice content' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect.poll(() => unreadOnBell(page)).toBe(unread - 1);
});
