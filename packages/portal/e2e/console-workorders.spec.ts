import { expect, test } from '@playwright/test';
import { expectAppPath, signedInAs } from './helpers';

test.use({ locale: 'en-US' });

const pdf = { name: 'screenshot.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 demo') };

test('work orders: create one with an attachment, reply with an attachment, close after confirming', async ({
  page,
}) => {
  await signedInAs(page, 'customer');
  await page.goto('#/myconsultation/myfeedback');
  await expect(page.getByRole('heading', { level: 1, name: 'My work orders' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My work orders' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'New work order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New work order' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('RPC timeouts on the test net');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('Choose a type.')).toBeVisible();
  await expect(dialog.getByText('Describe the problem.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('RPC timeouts on the test net');

  await dialog.getByRole('radio', { name: 'Technical' }).click();
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill('Calls to eth_call time out since this morning.');
  await dialog.locator('input[type=file]').setInputFiles(pdf);
  await expect(dialog.getByText('screenshot.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByText(/^Work order .+ created\.$/)).toBeVisible();
  await expectAppPath(page, /^\/myconsultation\/myfeedbackdetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'RPC timeouts on the test net' })).toBeVisible();
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByRole('link', { name: 'screenshot.pdf' })).toBeVisible();

  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Write a reply.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill('It happens about once a minute.');
  await page.locator('input[type=file]').setInputFiles({ ...pdf, name: 'log.pdf' });
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent.', { exact: true })).toBeVisible();
  await expect(conversation.getByText('It happens about once a minute.')).toBeVisible();
  await expect(conversation.getByRole('link', { name: 'log.pdf' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

  await page.getByRole('main').getByRole('button', { name: 'Close work order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Close work order' }).click();
  await expect(page.getByText('Work order closed.', { exact: true })).toBeVisible();
  await expect(page.getByText('This work order is closed.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reply' })).toHaveCount(0);

  await page.goto('#/myconsultation/myfeedback?status=closed');
  await expect(
    page
      .getByRole('table', { name: 'My work orders' })
      .getByRole('button', { name: 'RPC timeouts on the test net' }),
  ).toBeVisible();
});

test('work orders as admin: type filter kept in the address, export to Excel', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('#/myconsultation/myfeedback');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Billing' }).click();
  await expectAppPath(page, '/myconsultation/myfeedback?type=billing');
  const table = page.getByRole('table', { name: 'My work orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect
    .poll(async () => [...new Set(await table.getByRole('row').locator('td:nth-child(3)').allTextContents())])
    .toEqual(['Billing']);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  expect((await download).suggestedFilename()).toBe('excel-list.xlsx');
});
