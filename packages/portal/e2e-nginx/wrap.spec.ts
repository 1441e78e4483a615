// Issue 25, part 6: user text without spaces (a 100-character work-order title, a reply, a notice
// title) wraps anywhere instead of making the page wider than the window.
import { expect, test, type Page, type Route } from '@playwright/test';

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

const LONG = 'W'.repeat(100);

function appPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '')) || '/';
}

/** Answers the real API's answer with every user-written text replaced by LONG. */
async function lengthen(route: Route): Promise<void> {
  const response = await route.fetch();
  const body = (await response.json()) as { data?: unknown };
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          ['title', 'content', 'name', 'appName', 'companyName'].includes(key) && typeof item === 'string'
            ? LONG
            : visit(item),
        ]),
      );
    }
    return value;
  };
  await route.fulfill({ response, json: { ...body, data: visit(body.data) } });
}

async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

test('a 100-character title without spaces keeps the work-order pages and the notices within the window', async ({
  page,
}) => {
  await page.route('**/api/client/workOrder/**', lengthen);
  await page.route('**/api/client/user/message/page**', lengthen);
  await page.goto('#/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => appPath(page), { timeout: 20_000 }).toBe('/homepage/homepage');

  await page.evaluate(() => (window.location.hash = '/myconsultation/myfeedback'));
  const list = page.getByRole('main').getByRole('table');
  await expect(list.getByText(LONG).first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

  await list.getByRole('button', { name: LONG }).first().click();
  await expect.poll(() => appPath(page)).toMatch(/^\/myconsultation\/myfeedbackdetail\?id=/);
  await expect(page.getByRole('heading', { level: 1, name: LONG })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);

  await page.evaluate(() => (window.location.hash = '/messageCenter/systemNotice/systemNotice'));
  await expect(page.getByRole('heading', { level: 1, name: 'System notices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'System notices' }).getByText(LONG).first()).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
});
