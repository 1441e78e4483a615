import { expect, test } from '@playwright/test';
import { expectAppPath, signedInAs } from './helpers';

test.use({ locale: 'en-US' });

// Deploying (a template by the platform or with a wallet, a self-built contract) is journeyed on real
// chains in contract-deploy.spec.ts and, through nginx and the HTTP API, e2e-nginx/contracts.spec.ts.

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
