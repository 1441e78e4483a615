// No Content-Security-Policy violation anywhere: every public page, the sign-in form (against the
// HTTP API behind nginx), and every console page the admin can open. The pages come from the route
// tables (as in e2e/page-checks.spec.ts), so a new page joins this check by being added there.
// One browser page per test walks its routes by changing the hash, without reloading.
import { expect, test, type Page } from '@playwright/test';
import { flattenRoutes } from '../src/routes/access';
import { consoleRoutes } from '../src/routes/consoleRoutes';
import { publicRoutes } from '../src/routes/publicRoutes';
import { serveAnalyticsStub } from './analyticsStub';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  path: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

const openable = (path: string) => path.startsWith('/') && !path.includes(':');
const publicPaths = publicRoutes
  .filter((route) => openable(route.path) && (!route.language || route.language === 'en'))
  .map((route) => route.path);
const consolePaths = flattenRoutes(consoleRoutes)
  .filter((route) => !route.children?.length && openable(route.path))
  .map((route) => route.path);

/**
 * Records every `securitypolicyviolation` event of the document (and the console's CSP errors). The
 * build's analytics script is served (a stub) so that the policy is checked with it loaded too.
 */
async function watchViolations(page: Page): Promise<() => Promise<Violation[]>> {
  await serveAnalyticsStub(page);
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
        path: window.location.hash,
      });
    });
  });
  const consoleErrors: Violation[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push({
        directive: 'console',
        blocked: '',
        sample: message.text(),
        source: '',
        path: page.url(),
      });
  });
  return async () => [...(await page.evaluate(() => window.__cspViolations ?? [])), ...consoleErrors];
}

/**
 * Opens each route by its hash and waits for its heading (pages kept open in other tabs stay in the
 * document, hidden: the shown one counts). Data that arrives later still renders while the next page
 * opens; after the last one, the walk waits for every list and table to finish loading.
 */
async function walk(page: Page, paths: string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(`#${path}`);
    await expect(page.locator('h1').filter({ visible: true }).first()).toBeVisible();
  }
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
}

test('the route tables give the check every page', () => {
  expect(publicPaths.length).toBeGreaterThan(20);
  expect(consolePaths.length).toBeGreaterThan(25);
});

/** A list in two halves, so the two workers share the walk. */
const halves = (paths: string[]) => [
  paths.slice(0, Math.ceil(paths.length / 2)),
  paths.slice(Math.ceil(paths.length / 2)),
];

for (const [part, paths] of halves(publicPaths).entries()) {
  test(`no CSP violation on the public pages (part ${part + 1} of 2)`, async ({ page, context }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: test.info().project.use.baseURL! }]);
    const violations = await watchViolations(page);
    await walk(page, paths);
    expect(await violations()).toEqual([]);
  });
}

for (const [part, paths] of halves(consolePaths).entries()) {
  test(`no CSP violation when signing in through the HTTP API and on the console pages (part ${part + 1} of 2)`, async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'language', value: 'en', url: test.info().project.use.baseURL! }]);
    const violations = await watchViolations(page);
    await page.goto('#/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('admin123');
    const login = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    expect((await login).status()).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await walk(page, paths);
    expect(await violations()).toEqual([]);
  });
}
