import { expect, test, type Locator } from '@playwright/test';
import { appPath, expectAppPath, signIn } from './helpers';

test.use({ locale: 'en-US' });

/**
 * Waits until the list shows items and every one mentions `text`. The previous list stays on screen
 * until the next one arrives, so the items are read again until they match, never once.
 */
async function expectEveryItem(list: Locator, text: string): Promise<void> {
  await expect
    .poll(async () => {
      const items = await list.getByRole('listitem').allInnerTexts();
      return items.length > 0 && items.every((item) => item.includes(text));
    })
    .toBe(true);
}

test('market search, filters, sorting and paging are kept in the address and survive a reload', async ({
  page,
}) => {
  await page.goto('#/applicationmarket');
  const list = page.getByRole('list', { name: 'Apps' });
  await expect(list.getByRole('listitem')).toHaveCount(12);
  const total = Number(
    (await page.getByRole('status').filter({ hasText: /apps$/ }).textContent())?.match(/\d+/)?.[0],
  );
  expect(total).toBeGreaterThan(12);

  // Page 2, then a sort: the page goes back to 1 and both are in the address.
  const headings = list.getByRole('heading', { level: 2 });
  const firstPage = await headings.allTextContents();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expectAppPath(page, '/applicationmarket?page=2');
  // The previous page stays on screen until the next one arrives.
  await expect.poll(() => headings.allTextContents()).not.toEqual(firstPage);
  const secondPage = await headings.allTextContents();
  await page.reload();
  await expect(headings).toHaveText(secondPage);

  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Most popular' }).click();
  await expectAppPath(page, '/applicationmarket?sort=popular');
  // Large counts read with a unit (2.4k purchases); the exact count is the title.
  const sales = async () =>
    list
      .getByText(/purchases$/)
      .evaluateAll((spans) =>
        spans.map((s) => Number((s.getAttribute('title') ?? s.textContent ?? '').replace(/\D/g, ''))),
      );
  await expect
    .poll(async () => {
      const shown = await sales();
      return shown.join() === [...shown].sort((a, b) => b - a).join();
    })
    .toBe(true);

  // A scenario filter and a provider filter.
  await page.getByRole('combobox', { name: 'Scenario' }).click();
  await page.getByRole('option', { name: 'Food' }).click();
  await expect(page).toHaveURL(/scenario=food/);
  await expectEveryItem(list, 'Food');
  await page.getByRole('combobox', { name: 'Provider' }).click();
  const provider = (await page.getByRole('option').nth(1).textContent())!.trim();
  await page.getByRole('option').nth(1).click();
  await expect(page).toHaveURL(/provider=/);
  await expect(
    page.getByRole('list', { name: 'Apps' }).or(page.getByText('No app matches these filters.')),
  ).toBeVisible();
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  const filtered = appPath(page);

  await page.reload();
  await expectAppPath(page, filtered);
  await expect(page.getByRole('combobox', { name: 'Scenario' })).toHaveText('Food');
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveText(provider);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Most popular');
  const shown = await list
    .getByRole('listitem')
    .count()
    .catch(() => 0);
  if (shown > 0) await expectEveryItem(list, provider);
  else await expect(page.getByText('No app matches these filters.')).toBeVisible();
});

test('a search is kept in the address: a shared link shows the same list', async ({ page, context }) => {
  await page.goto('#/applicationmarket');
  const firstName = (await page
    .getByRole('list', { name: 'Apps' })
    .getByRole('heading', { level: 2 })
    .first()
    .textContent())!;
  await page.getByRole('searchbox', { name: 'Search apps' }).fill(firstName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/keyword=/);
  const status = page.getByRole('status').filter({ hasText: /apps$/ });
  await expect(status).not.toHaveText('28 apps');
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  const results = await page
    .getByRole('list', { name: 'Apps' })
    .getByRole('heading', { level: 2 })
    .allTextContents();
  expect(results).toContain(firstName);

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByRole('searchbox', { name: 'Search apps' })).toHaveValue(firstName);
  await expect(shared.getByRole('list', { name: 'Apps' }).getByRole('heading', { level: 2 })).toHaveText(
    results,
  );
});

test('buying while signed out goes to sign-in and comes back to the same app and choice', async ({
  page,
}) => {
  await page.goto('#/applicationmarket?sort=price_asc');
  await page.getByRole('list', { name: 'Apps' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/applicationmarketdetail\?id=\d+/);
  const facts = page.getByRole('region', { name: 'Description' });
  await expect(facts).toBeVisible();
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  for (const label of ['Version', 'Updated', 'Scenario', 'Provider'])
    await expect(facts.getByText(label, { exact: true })).toBeVisible();

  // Choose a priced edition, a quantity and a period; the amount follows.
  const purchase = page.getByRole('region', { name: 'Purchase' });
  const priced = purchase.getByRole('radio', { name: /\/ month/ }).first();
  await priced.click();
  await expect(priced).toBeChecked();
  await purchase.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  const amount = purchase.locator('strong');
  await expect(amount).toHaveText(/¥|CN¥/);
  const detailPath = appPath(page);
  expect(detailPath).toMatch(/quantity=2/);

  await purchase.getByRole('button', { name: 'Sign in to buy' }).click();
  await expectAppPath(page, `/login?redirect=${detailPath}`);
  await signIn(page, 'customer', '');
  await expectAppPath(page, detailPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect(purchase.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await purchase.getByRole('button', { name: 'Buy now' }).click();
  await expect(purchase.getByRole('status')).toContainText(/Order DD\S+ created/);
  await expect(purchase.getByRole('link', { name: 'Open Order management' })).toBeVisible();
});

// Issue 28, Required 2 (decision 0077): the market's app names and summaries are the platform's
// texts, in the reader's language; switching the language shows them in the new one.
test('the market speaks the reader’s language: no Chinese in English, Chinese after the switch', async ({
  page,
}) => {
  const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
  await page.goto('#/applicationmarket');
  const list = page.getByRole('list', { name: 'Apps' });
  await expect(list.getByRole('listitem')).toHaveCount(12);
  for (const card of await list.getByRole('listitem').allInnerTexts()) expect(card).not.toMatch(CJK);

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  const chinese = page.getByRole('list', { name: '应用列表' });
  await expect
    .poll(async () => {
      const names = await chinese.getByRole('heading', { level: 2 }).allInnerTexts();
      return names.length === 12 && names.every((name) => CJK.test(name) || /^[A-Z]/.test(name));
    })
    .toBe(true);
  await expect(chinese.getByRole('heading', { name: '区块链浏览器' })).toBeVisible();
});
