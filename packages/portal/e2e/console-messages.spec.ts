import { expect, test, type Page } from '@playwright/test';
import { closeWithEscape, expectAppPath, signedInAs } from './helpers';

test.use({ locale: 'en-US' });

const unreadOnBell = async (page: Page): Promise<number> => {
  const name = (await page.getByRole('link', { name: /^Messages/ }).textContent()) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

test('system notices: filter unread in the address, open one, mark all read; the bell follows', async ({
  page,
}) => {
  await signedInAs(page, 'customer');
  await page.getByRole('link', { name: /^Messages/ }).click();
  // The bell opens the unread notices (the filter in the address).
  await expectAppPath(page, '/messageCenter/systemNotice/systemNotice?state=0');
  await expect(page.getByRole('heading', { level: 1, name: 'System notices' })).toBeVisible();
  const table = page.getByRole('table', { name: 'System notices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const before = await unreadOnBell(page);
  expect(before).toBeGreaterThan(0);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Unread/);
  await expect(table.getByRole('cell', { name: 'Read', exact: true })).toHaveCount(0);

  // Opening an unread notice marks it read: one fewer on the bell.
  await table.getByRole('row').nth(1).getByRole('button').first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('region', { name: 'Notice content' })).toBeVisible();
  // The drawer is modal (the bell is hidden from the accessibility tree while it is open).
  await closeWithEscape(page, drawer);
  await expect.poll(() => unreadOnBell(page)).toBe(before - 1);

  // The filter survives a reload (it is in the address).
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/Unread/);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText(/^\d+ notices? marked as read\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByText('No notices match these filters.')).toBeVisible();
});

test('notice settings: add a receiver (bad input kept), edit, delete after confirming', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('#/messageCenter/noticeSetting');
  await expect(page.getByRole('heading', { level: 1, name: 'Notice settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Add receiver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a notice receiver' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Li Lei');
  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('123');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('lilei@example.com');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter an 11-digit mobile number starting with 1.')).toBeVisible();
  await expect(dialog.getByText('Choose at least one notice type.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Li Lei');

  await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('13800138000');
  await dialog.getByRole('checkbox', { name: 'Orders', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Receiver added.', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Li Lei/ });
  await expect(row).toContainText('lilei@example.com');

  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit notice receiver' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Li Lei (finance)');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Receiver saved.', { exact: true })).toBeVisible();

  const edited = page.getByRole('row', { name: /Li Lei \(finance\)/ });
  await edited.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: /Delete the receiver/ })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Receiver deleted.', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Li Lei/ })).toHaveCount(0);
});
