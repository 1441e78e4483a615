import { expect, test } from '@playwright/test';
import { appPath, expectAppPath } from './helpers';

test.use({ locale: 'en-US' });

test('a document page has a table of contents built from its headings', async ({ page }) => {
  await page.goto('#/technicalDoc');
  await page.getByRole('link', { name: 'All documents' }).click();
  await expectAppPath(page, '/jsfile');
  // The list page loads on demand: search again until its own search box took the words.
  await expect(async () => {
    await page.getByRole('searchbox', { name: 'Search documents' }).fill('Go SDK');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(appPath(page)).toMatch(/^\/jsfile\?keyword=Go(\+|%20| )SDK$/);
  }).toPass({ timeout: 20_000 });
  await page
    .getByRole('link', { name: /Signing transactions with the Go SDK/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Signing transactions with the Go SDK');

  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveText([
    /Signing transactions with the Go SDK/,
    'Before you start',
    'Steps',
    'Example request',
    'Common errors',
  ]);
  await toc.getByRole('link', { name: 'Common errors' }).click();
  await expect(page.getByRole('heading', { name: 'Common errors' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Common errors' })).toBeInViewport();
  // The address stays on the document (the router uses the hash).
  await expect(page).toHaveURL(/jsfiledetail\?id=\d+$/);
});

test('the FAQ searches, keeps the search in the address and opens an answer', async ({ page }) => {
  await page.goto('#/commonproblem');
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('password');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expectAppPath(page, '/commonproblem?keyword=password');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('password');
  await page.getByRole('link', { name: 'I forgot my password.', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('I forgot my password.');
  await expect(page.getByText(/Forgot password/).first()).toBeVisible();

  await page.goto('#/commonproblem?keyword=nothing-matches-this');
  await expect(page.getByText('No question matches.', { exact: false })).toBeVisible();
});
