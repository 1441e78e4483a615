// Issue 25, part 5: a page whose code cannot be loaded (a deploy replaced the hashed files, a dropped
// connection) or that throws is shown as a translated message inside the frame, with the header and
// the sidebar still there, Retry and Reload; Retry works once the file is back.
import { expect, test, type Page } from '@playwright/test';

test.use({ locale: 'en-US' });

const CONSOLE_PAGE = '**/assets/ConsumptionPage-*.js';
const PUBLIC_PAGE = '**/assets/AboutUsPage-*.js';
const USER_MENU = '**/assets/UserMenu-*.js';

function appPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '')) || '/';
}

async function signInAsCustomer(page: Page): Promise<void> {
  await page.goto('#/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => appPath(page), { timeout: 20_000 }).toBe('/homepage/homepage');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
}

/** The console's header and sidebar are there. */
async function expectConsoleFrame(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Alex Morgan/ }).first()).toBeVisible();
}

const loadFailed = (page: Page) => page.getByRole('heading', { name: 'This page could not be loaded' });

test('a console page whose code is blocked: the message in the frame after one automatic reload, and Retry once the file is back', async ({
  page,
}) => {
  await signInAsCustomer(page);
  await page.route(CONSOLE_PAGE, (route) => route.abort('internetdisconnected'));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.evaluate(() => (window.location.hash = '/costCenter/consumptiondetail'));
  await expect(loadFailed(page)).toBeVisible({ timeout: 30_000 });
  await expectConsoleFrame(page);
  // The failed chunk reloaded the page once by itself; the same failure then shows the message.
  expect(loads).toBe(1);
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Still blocked: Retry fails again and keeps the message. The message never left, so wait for the
  // retry itself to end (its request refused, the button no longer busy) before the file comes back;
  // a retry still under way would otherwise load the page by itself.
  const retryRefused = page.waitForEvent('requestfailed', (request) =>
    /\/ConsumptionPage-[^/]*\.js/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Retry' }).click();
  await retryRefused;
  await expect(page.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-busy', 'true');
  await expect(loadFailed(page)).toBeVisible();
  expect(loads).toBe(1);

  await page.unroute(CONSOLE_PAGE);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consumption details' })).toBeVisible();
  await expect(loadFailed(page)).toHaveCount(0);
  expect(loads).toBe(1);

  // The failure is in the error log.
  await page.getByRole('button', { name: /error log/i }).click();
  await expect(page.getByRole('dialog')).toContainText('ConsumptionPage');
});

test('a public page whose file answers 404 (a replaced deploy): the message under the site header, Retry once the file is back', async ({
  page,
}) => {
  await page.goto('#/index');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.route(PUBLIC_PAGE, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.evaluate(() => (window.location.hash = '/aboutus'));
  await expect(loadFailed(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.unroute(PUBLIC_PAGE);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(loadFailed(page)).toHaveCount(0);
  await expect.poll(() => appPath(page)).toBe('/aboutus');
  await expect(page.getByRole('main')).toContainText(/about/i);
});

test('a console page that throws: the message in the frame, recorded in the error log, and Reload once the file is fixed', async ({
  page,
}) => {
  await signInAsCustomer(page);
  await page.route(CONSOLE_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export function byDay() { return []; }\nexport default function Page() { throw new Error("The page broke on purpose"); }\n',
    }),
  );
  await page.evaluate(() => (window.location.hash = '/costCenter/consumptiondetail'));
  await expect(page.getByRole('heading', { name: 'Something went wrong on this page' })).toBeVisible({
    timeout: 30_000,
  });
  await expectConsoleFrame(page);
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The rest of the console still works.
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await page.getByRole('button', { name: /error log/i }).click();
  await expect(page.getByRole('dialog')).toContainText('The page broke on purpose');
  await page.keyboard.press('Escape');

  await page.unroute(CONSOLE_PAGE);
  await page.evaluate(() => (window.location.hash = '/costCenter/consumptiondetail'));
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consumption details' })).toBeVisible({
    timeout: 30_000,
  });
});

test('the user menu whose code is blocked: the home page stays, and the menu opens once the file is back', async ({
  page,
}) => {
  await signInAsCustomer(page);
  await page.route(USER_MENU, (route) => route.abort('internetdisconnected'));
  let loads = 0;
  page.on('load', () => (loads += 1));
  const user = page.getByRole('button', { name: /Alex Morgan/ }).first();
  // The first failure reloads the page once by itself.
  await user.click();
  await expect.poll(() => loads).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The second one does not: the home page, the header and the menu's button stay.
  await user.click();
  await page.waitForTimeout(1000);
  expect(loads).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expectConsoleFrame(page);
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toHaveCount(0);
  // The failure is in the error log.
  await page.getByRole('button', { name: /error log/i }).click();
  await expect(page.getByRole('dialog')).toContainText('UserMenu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Once the file is back, the next press loads it anew and opens the menu (no reload).
  await page.unroute(USER_MENU);
  await user.click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  expect(loads).toBe(1);
});
