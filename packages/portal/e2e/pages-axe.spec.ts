// Every page is checked like every story: axe (WCAG 2.2 A and AA) on every public route and on every
// console route the admin can open, in English and Chinese, at desktop and at 390x844. The list comes
// from the route tables, so a page added there joins this check without being listed here.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { flattenRoutes } from '../src/routes/access';
import { consoleRoutes } from '../src/routes/consoleRoutes';
import { publicRoutes } from '../src/routes/publicRoutes';
import { BASE_URL } from './helpers';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const LANGUAGES = ['en', 'zh'] as const;
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** A path a page can be opened at: not external, not a placeholder, not a redirect-only parent. */
const openable = (path: string) => path.startsWith('/') && !path.includes(':');

/** Public routes; a route that switches the language (/zh/index) only in its own language. */
function publicPaths(lang: string): string[] {
  return publicRoutes
    .filter((route) => openable(route.path) && (!route.language || route.language === lang))
    .map((route) => route.path);
}

/** Console routes with a page of their own (leaves), hidden ones included: the admin opens them all. */
function consolePaths(): string[] {
  return flattenRoutes(consoleRoutes)
    .filter((route) => !route.children?.length && openable(route.path))
    .map((route) => route.path);
}

/** Waits until the page has a heading and the DOM has been quiet for a moment (data loaded). */
async function settle(page: Page): Promise<void> {
  await expect(
    page.locator('#app-loading[data-done="true"], body:not(:has(#app-loading))').first(),
  ).toBeAttached();
  // Pages left open in other tabs stay in the document, hidden: look at the one shown.
  await expect(page.locator('h1').filter({ visible: true }).first()).toBeVisible();
  // Loaded: no table, list or page still marked busy.
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, 400);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, 400);
        });
        const cap = window.setTimeout(done, 8000);
        function done() {
          observer.disconnect();
          window.clearTimeout(cap);
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
  );
}

interface Finding {
  path: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function audit(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [index, path] of paths.entries()) {
    await page.goto(`#${path}`);
    await settle(page);
    // The frame (header, menu, tag bar, footer) is the same on every page: the first page of each
    // group checks the whole document, the others their <main>, which is what changed.
    const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
    if (index > 0 && (await page.locator('main#main-content').count()) === 1)
      builder.include('main#main-content');
    const result = await builder.analyze();
    for (const v of result.violations)
      findings.push({
        path,
        rule: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      });
  }
  return findings;
}

/** Pages per test: each test opens the portal once and walks its pages by address. */
const CHUNK = 8;
function chunks(paths: string[]): string[][] {
  return Array.from({ length: Math.ceil(paths.length / CHUNK) }, (_, i) =>
    paths.slice(i * CHUNK, (i + 1) * CHUNK),
  );
}

test('the route tables give the check every page', () => {
  expect(publicPaths('en').length).toBeGreaterThan(20);
  expect(consolePaths().length).toBeGreaterThan(25);
});

for (const lang of LANGUAGES) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test.describe(`axe, ${lang}, ${device}`, () => {
      test.use({ viewport });

      test.beforeEach(async ({ context }) => {
        await context.addCookies([{ name: 'language', value: lang, url: BASE_URL }]);
      });

      for (const paths of chunks(publicPaths(lang))) {
        test(`public: ${paths.join(' ')}`, async ({ page }) => {
          expect(await audit(page, paths)).toEqual([]);
        });
      }

      for (const paths of chunks(consolePaths())) {
        test(`console as admin: ${paths.join(' ')}`, async ({ page, context }) => {
          await context.addCookies([{ name: 'cp_chainportal_token', value: 'admin-token', url: BASE_URL }]);
          expect(await audit(page, paths)).toEqual([]);
        });
      }
    });
  }
}
