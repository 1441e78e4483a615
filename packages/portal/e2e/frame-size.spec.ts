import { expect, test, type Page } from '@playwright/test';
import { useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

const sizeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'size')?.value;

/** Heights of the controls of the password dialog: its Cancel button and a password field's box. */
async function dialogControlHeights(page: Page): Promise<{ button: number; field: number }> {
  await page.getByRole('button', { name: '系统管理员' }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  // Layout heights (offsetHeight): the dialog's opening animation scales its box for a moment.
  const button = await dialog
    .getByRole('button', { name: 'Cancel' })
    .evaluate((el) => (el as HTMLElement).offsetHeight);
  const field = await dialog
    .getByLabel('Current password')
    .evaluate((input) => (input.parentElement as HTMLElement).offsetHeight);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  return { button, field };
}

async function chooseSize(page: Page, current: string, wanted: string): Promise<void> {
  await page.getByRole('button', { name: `Interface size: ${current}` }).click();
  await page.getByRole('menuitemradio', { name: wanted }).click();
  await expect(page.getByRole('button', { name: `Interface size: ${wanted}` })).toBeVisible();
}

test('the interface size sets every control, is kept in the size cookie and survives a reload', async ({
  page,
}) => {
  await useDemoToken(page, 'admin');
  expect(await sizeCookie(page)).toBeUndefined();
  expect(await dialogControlHeights(page)).toEqual({ button: 32, field: 32 });

  await chooseSize(page, 'Medium', 'Small');
  await expect.poll(() => sizeCookie(page)).toBe('small');
  expect(await dialogControlHeights(page)).toEqual({ button: 28, field: 28 });

  await page.reload();
  await expect(page.getByRole('button', { name: 'Interface size: Small' })).toBeVisible();
  expect(await dialogControlHeights(page)).toEqual({ button: 28, field: 28 });

  await chooseSize(page, 'Small', 'Large');
  await expect.poll(() => sizeCookie(page)).toBe('large');
  expect(await dialogControlHeights(page)).toEqual({ button: 40, field: 40 });
});
