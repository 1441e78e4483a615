// The console's data and code load together (issue 26, decision 0055): a signed-in visit of the
// console home asks for the user info and the home's reads at start-up, beside the code, not once
// the frame's and the page's code have arrived and rendered (the waterfall of user info, then the
// frame, then the page, then its data). Proven where it ships: the build behind nginx, the HTTP API.
// The frame's and the page's chunks are held back until those reads have been asked for: with a
// waterfall they never would be, and the test says which read waited.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

test.use({ locale: 'en-US' });

/** The reads the console home needs first: who is signed in, and the balance it shows. */
const FIRST_READS = ['/api/client/user/info', '/api/client/account/overview'];
/** How long a held chunk waits for the reads before it is let through (and the test fails). */
const HOLD_MS = 15_000;

/** The admin's session cookie from the HTTP API, without opening the portal (its start is measured). */
async function adminSession(page: Page, request: APIRequestContext, baseURL: string): Promise<void> {
  const login = await request.post('/api/login', { data: { username: 'admin', password: 'admin123' } });
  const { data } = (await login.json()) as { data: { token: string } };
  await page.context().addCookies([{ name: 'cp_chainportal_token', value: data.token, url: baseURL }]);
}

test('the console home asks for its data before its frame and page code arrive', async ({
  page,
  request,
  baseURL,
}) => {
  await adminSession(page, request, baseURL!);

  const asked = new Set<string>();
  page.on('request', (request) => asked.add(new URL(request.url()).pathname));
  const missing = () => FIRST_READS.filter((path) => !asked.has(path));
  const waitedFor: string[] = [];
  await page.route(/\/assets\/(ConsoleFrame|HomePage)-[\w-]+\.js$/, async (route) => {
    const until = Date.now() + HOLD_MS;
    while (missing().length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    waitedFor.push(...missing());
    await route.continue();
  });

  await page.goto('#/homepage/homepage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^CN¥[\d,]+\.\d\d$/).first()).toBeVisible();
  expect(waitedFor, 'reads that were asked for only after the code arrived').toEqual([]);
});

// Decision 0107: a console page opened by a click asks for every chunk it needs at once (Vite's
// preload helper, with the CSP nonce), not one level of imports after another; the start-up adds no
// such links (decision 0080). The page's own chunk is held back until chunks only it imports have been
// asked for: without the preload they would be found only by reading it.
test('a console page opened from the menu asks for all its code at once, with the nonce; the start adds no preload', async ({
  page,
  request,
  baseURL,
}) => {
  await adminSession(page, request, baseURL!);
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.text().startsWith('CSP violation')) violations.push(message.text());
  });

  await page.goto('#/homepage/homepage');
  await expect(page.getByText(/^CN¥[\d,]+\.\d\d$/).first()).toBeVisible({ timeout: 30_000 });
  const preloadLinks = () => page.locator('link[rel="modulepreload"]');
  await expect(preloadLinks()).toHaveCount(0);

  /** Chunks only the order list imports (its filters and export), not the home's. */
  const ITS_OWN = [/\/assets\/CostListFilters-[\w-]+\.js$/, /\/assets\/ExportListButton-[\w-]+\.js$/];
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const missing = () => ITS_OWN.filter((chunk) => !asked.some((url) => chunk.test(url)));
  const waitedFor: string[] = [];
  await page.route(/\/assets\/OrderMGTPage-[\w-]+\.js$/, async (route) => {
    const until = Date.now() + HOLD_MS;
    while (missing().length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    waitedFor.push(...missing().map(String));
    await route.continue();
  });

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const orders = menu.getByRole('link', { name: 'Order management' });
  if (!(await orders.isVisible())) await menu.getByText('Fee center').click();
  await orders.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible();
  expect(waitedFor, 'chunks asked for only once the page chunk was read').toEqual([]);
  // The helper's links carry the page's nonce, and the policy blocked none of them.
  const nonces = await preloadLinks().evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).nonce ?? ''),
  );
  expect(nonces.length).toBeGreaterThan(2);
  expect(nonces.every((nonce) => nonce.length > 0)).toBe(true);
  expect(violations).toEqual([]);
});

// Decision 0111: the menu asks for a page's code once the pointer rests on its link, before the press,
// through the same preload (with the nonce); the press then finds it there.
test('resting the pointer on a menu link asks for its page before the press, and the press shows it', async ({
  page,
  request,
  baseURL,
}) => {
  await adminSession(page, request, baseURL!);
  await page.goto('#/homepage/homepage');
  await expect(page.getByText(/^CN¥[\d,]+\.\d\d$/).first()).toBeVisible({ timeout: 30_000 });
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const orders = menu.getByRole('link', { name: 'Order management' });
  if (!(await orders.isVisible())) await menu.getByText('Fee center').click();

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const pageChunk = page.waitForRequest(/\/assets\/OrderMGTPage-[\w-]+\.js$/);
  const ownChunk = page.waitForRequest(/\/assets\/CostListFilters-[\w-]+\.js$/);
  await orders.hover();
  await Promise.all([pageChunk, ownChunk]);
  // Nothing was pressed: the home is still the page shown.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  expect(page.url()).toContain('#/homepage/homepage');

  const before = asked.length;
  await orders.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible();
  expect(
    asked.slice(before).filter((path) => /\/assets\/(OrderMGTPage|CostListFilters)-/.test(path)),
    'the page code asked for again after the press',
  ).toEqual([]);
  const nonces = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).nonce ?? ''));
  expect(nonces.every((nonce) => nonce.length > 0)).toBe(true);
});

// The open-pages bar's tabs are intent links too: a tab restored after a reload has no page loaded.
test('a tab restored after a reload asks for its page when the pointer rests on it', async ({
  page,
  request,
  baseURL,
}) => {
  await adminSession(page, request, baseURL!);
  await page.goto('#/costCenter/orderMGT');
  await expect(page.getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('#/homepage/homepage');
  await page.reload();
  await expect(page.getByText(/^CN¥[\d,]+\.\d\d$/).first()).toBeVisible({ timeout: 30_000 });
  const tab = page
    .getByRole('navigation', { name: 'Open pages' })
    .getByRole('link', { name: 'Order management' });
  const pageChunk = page.waitForRequest(/\/assets\/OrderMGTPage-[\w-]+\.js$/);
  await tab.hover();
  await pageChunk;
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await tab.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order management' })).toBeVisible();
});
