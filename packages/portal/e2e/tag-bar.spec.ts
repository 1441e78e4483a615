// The tag bar worked as a person works it (issue 27): fifteen pages open, the active tab always in
// the bar's view, and a tab's menu opening under the tab rather than over it.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { flattenRoutes } from '../src/routes/access';
import { consoleRoutes } from '../src/routes/consoleRoutes';
import { openPage, useDemoToken } from './helpers';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

/** Menu pages the admin can open (leaves shown in the menu), fifteen of them. */
const PATHS = flattenRoutes(consoleRoutes)
  .filter((route) => !route.children?.length && !route.hidden && !route.path.includes(':'))
  .map((route) => route.path)
  .slice(0, 15);

/** Whether the active tab lies wholly inside the bar's visible part. */
async function activeTabInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const tab = document.querySelector('[data-active]');
    const list = tab?.closest('ul');
    if (!tab || !list) return false;
    const t = tab.getBoundingClientRect();
    const b = list.getBoundingClientRect();
    return t.left >= b.left - 1 && t.right <= b.right + 1;
  });
}

async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test('with fifteen tabs the active one is always in view, and its menu never covers it', async ({ page }) => {
  expect(PATHS).toHaveLength(15);
  await useDemoToken(page, 'admin');
  const bar = page.getByRole('navigation', { name: 'Open pages' });
  for (const [index, path] of PATHS.entries()) {
    // As a person does: the next page once this one is shown (its tab is added then).
    await openPage(page, path);
    await expect(bar.getByRole('link')).toHaveCount(index + 1);
    await expect.poll(() => activeTabInView(page), { message: `active tab in view on ${path}` }).toBe(true);
  }
  // The bar scrolls: back to the second page, then to the last again.
  const scrollWidth = await bar.locator('ul').evaluate((list) => list.scrollWidth - list.clientWidth);
  expect(scrollWidth).toBeGreaterThan(0);
  for (const path of [PATHS[1], PATHS[14]] as string[]) {
    await openPage(page, path);
    await expect.poll(() => activeTabInView(page), { message: `active tab in view on ${path}` }).toBe(true);
  }

  // A right click (first, when the menu's code loads, and again) and Shift+F10: the menu is under the tab.
  const tab = bar.getByRole('listitem').last();
  for (let i = 0; i < 2; i++) {
    await tab.click({ button: 'right' });
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    expect(await overlaps(menu, tab)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  await tab.getByRole('link').focus();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await overlaps(page.getByRole('menu'), tab)).toBe(false);
});
