import { expect, test } from '@playwright/test';
import { closeWithEscape, expectAppPath, signedInAs } from './helpers';

test.use({ locale: 'en-US' });

const source = {
  name: 'Ledger.sol',
  mimeType: 'text/plain',
  buffer: Buffer.from('// SPDX-License-Identifier: MIT\npragma solidity ^0.8.24;\ncontract Ledger {}\n'),
};

test('admin: deploy from a template with parameters, then see it deployed with its record', async ({
  page,
}) => {
  await signedInAs(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'Contract management' }).click();
  await menu.getByRole('link', { name: 'My contracts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My contracts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'My contracts' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'Create from a template' }).click();
  await expectAppPath(page, '/contractmanage/createcontract/createcontract');
  await page.getByRole('radio').first().click();
  await page.getByRole('textbox', { name: 'Contract name' }).fill('Loyalty points');
  await page.getByRole('button', { name: 'Deploy contract' }).click();
  await expect(page.getByText('This parameter is required.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Contract name' })).toHaveValue('Loyalty points');
  // The ERC-20 template's parameters: a wrong type is refused and explained.
  await page.getByRole('textbox', { name: /Name$/ }).fill('Loyalty');
  await page.getByRole('textbox', { name: /Symbol$/ }).fill('LOY');
  await page.getByRole('textbox', { name: /Initial supply$/ }).fill('a lot');
  await page.getByRole('button', { name: 'Deploy contract' }).click();
  await expect(page.getByText('Enter a number.')).toBeVisible();
  await page.getByRole('textbox', { name: /Initial supply$/ }).fill('1000000');
  await page.getByRole('button', { name: 'Deploy contract' }).click();
  await expect(page.getByText('Contract Loyalty points submitted for deployment.')).toBeVisible();
  await expectAppPath(page, /^\/contractmanage\/mycontract\?open=\d+$/);
  const drawer = page.getByRole('dialog', { name: 'Loyalty points' });
  await expect(drawer.getByRole('list', { name: 'Deployment record' })).toContainText('Deployed on chain');
  await expect(drawer.getByText(/^0x[0-9a-fA-F]{40}$/)).toBeVisible();
});

test('admin: a self-built contract needs a source file, then is uploaded and listed', async ({ page }) => {
  await signedInAs(page, 'admin');
  await page.goto('#/contractmanage/createcontract/buildcontract');
  await page.getByRole('textbox', { name: 'Contract name' }).fill('Ledger');
  await page.getByRole('button', { name: 'Upload and deploy' }).click();
  await expect(page.getByText('Choose the source or artefact file.')).toBeVisible();
  await page.getByRole('radio', { name: /Open permissioned chain/ }).click();
  await page.locator('input[type=file]').setInputFiles(source);
  await page.getByRole('button', { name: 'Upload and deploy' }).click();
  await expect(page.getByText(/Contract Ledger uploaded/)).toBeVisible();
  await expectAppPath(page, /^\/contractmanage\/mycontract\?open=\d+$/);
  await expect(page.getByRole('dialog', { name: 'Ledger' })).toContainText('Ledger.sol');
  await closeWithEscape(page, page.getByRole('dialog', { name: 'Ledger' }));
  await page.getByRole('combobox', { name: 'Origin' }).click();
  await page.getByRole('option', { name: 'Self-built' }).click();
  await expectAppPath(page, '/contractmanage/mycontract?origin=custom');
  await expect(
    page.getByRole('table', { name: 'My contracts' }).getByRole('button', { name: 'Ledger' }),
  ).toBeVisible();
});

test('the customer reaches no contract screen, by menu or by typed address', async ({ page }) => {
  await signedInAs(page, 'customer');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Contract management' }),
  ).toHaveCount(0);
  for (const path of [
    '/contractmanage/mycontract',
    '/contractmanage/createcontract/createcontract',
    '/contractmanage/createcontract/buildcontract',
  ]) {
    await page.goto(`#${path}`);
    await expectAppPath(page, '/401');
    await expect(page.getByRole('heading', { name: '401' })).toBeVisible();
  }
});
