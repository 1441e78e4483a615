import { expect, test, type Page } from '@playwright/test';
import { chooseTwoOrders, expectAppPath, useDemoToken } from './helpers';

test.use({ locale: 'en-US' });

async function go(page: Page, path: string) {
  await page.evaluate((hash) => (window.location.hash = hash), path);
  await expectAppPath(page, path);
}

test('apply for an invoice in steps, then the orders are marked invoiced', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/costCenter/invoicesMGT');
  await page.getByRole('button', { name: 'Apply for an invoice' }).click();
  await expectAppPath(page, '/costCenter/invoicesMGT/applyInvoices');

  // Step 1: two paid orders that are not invoiced yet.
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose at least one order');
  const orderNos = await chooseTwoOrders(page);
  await expect(page.getByText(/^2 orders selected, total/)).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 2: the default title is chosen.
  await expect(page.getByRole('radio', { name: /杭州链融科技有限公司/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 3: paper needs an address; the default one is taken.
  await page.getByRole('radio', { name: 'Paper' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Step 4: confirm.
  await expect(page.getByRole('heading', { name: 'Check and submit' })).toBeVisible();
  // Pages left open in other tabs stay in the document, hidden: look at what is shown.
  for (const no of orderNos)
    await expect(page.getByText(new RegExp(no)).filter({ visible: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Submit the application' }).click();
  await expect(page.getByText(/^Invoice FP\w+ was requested$/)).toBeVisible();
  await expectAppPath(page, /^\/costCenter\/invoicesMGT\/invoicesMGTdetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invoice detail FP');
  for (const no of orderNos) await expect(page.getByRole('row', { name: new RegExp(no) })).toBeVisible();

  for (const no of orderNos) {
    await go(page, `/costCenter/orderMGT?keyword=${no}`);
    await expect(page.getByRole('row', { name: new RegExp(no) })).toContainText('Invoiced');
  }
});

// Invoice files (PDFs, and "Download selected" as file.zip of them) are written by the Node HTTP API,
// not by the in-browser demo these journeys run on (decision 0069): e2e-nginx/files.spec.ts checks them.

test('invoice titles: add, edit, set default and delete', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/costCenter/invoicesMGT/invoicesInfo');
  await page.getByRole('button', { name: 'Add a title' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a title' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Test Chain Ltd');
  await dialog.getByRole('button', { name: 'Save' }).click();
  // A company needs a tax number: refused before sending, the name is kept.
  await expect(dialog.getByText('15 to 20 digits or capital letters; required for a company')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Test Chain Ltd');
  await dialog.getByRole('textbox', { name: 'Tax number' }).fill('91330100abc12345x');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The title was saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Test Chain Ltd/ })).toContainText('91330100ABC12345X');

  await page.getByRole('button', { name: 'Edit Test Chain Ltd' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the title' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Test Chain Group');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Test Chain Group/ })).toBeVisible();

  await page.getByRole('button', { name: 'Set as default Test Chain Group' }).click();
  await expect(page.getByRole('row', { name: /Test Chain Group/ })).toContainText('Default');
  await expect(page.getByRole('row', { name: /杭州链融科技有限公司/ })).not.toContainText('Default');

  await page.getByRole('button', { name: 'Delete Test Chain Group' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The title was deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Test Chain Group/ })).toHaveCount(0);
});

test('mailing addresses: add, edit, set default and delete, phones masked', async ({ page }) => {
  await useDemoToken(page, 'customer');
  await go(page, '/costCenter/invoicesMGT/invoicesAddress');
  await page.getByRole('button', { name: 'Add an address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an address' });
  await dialog.getByRole('textbox', { name: 'Recipient' }).fill('Li Lei');
  await dialog.getByRole('textbox', { name: 'Mobile' }).fill('1391234');
  await dialog.getByRole('textbox', { name: 'Province and city' }).fill('Zhejiang Hangzhou');
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('1 Wensan Road');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill('310000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('An 11-digit mainland mobile number')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mobile' }).fill('13912345678');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The address was saved', { exact: true })).toBeVisible();
  const row = page.getByRole('row', { name: /Li Lei/ });
  await expect(row).toContainText('139****5678');
  await expect(row).not.toContainText('13912345678');

  await page.getByRole('button', { name: 'Edit Li Lei' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the address' });
  await edit.getByRole('textbox', { name: 'Street address' }).fill('2 Wensan Road');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Li Lei/ })).toContainText('2 Wensan Road');

  await page.getByRole('button', { name: 'Set as default Li Lei' }).click();
  await expect(page.getByRole('row', { name: /Li Lei/ })).toContainText('Default');

  await page.getByRole('button', { name: 'Delete Li Lei' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The address was deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /Li Lei/ })).toHaveCount(0);
});
