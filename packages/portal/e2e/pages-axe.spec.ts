// Every page is checked like every story: axe (WCAG 2.2 A and AA) on every public route and on every
// console route the admin can open, in English and Chinese, at desktop and at 390x844. The list comes
// from the route tables, so a page added there joins this check without being listed here.
// Each page is opened once per language and checked at both sizes: at 1280x800, then with the window
// resized to 390x844 (the layout follows media queries and resize listeners, as on a turned tablet).
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
async function settle(page: Page, quietMs = 250): Promise<void> {
  await expect(
    page.locator('#app-loading[data-done="true"], body:not(:has(#app-loading))').first(),
  ).toBeAttached();
  // Pages left open in other tabs stay in the document, hidden: look at the one shown.
  await expect(page.locator('h1').filter({ visible: true }).first()).toBeVisible();
  // Loaded: no table, list or page still marked busy.
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
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
    quietMs,
  );
}

interface Finding {
  path: string;
  device: string;
  rule: string;
  impact: string;
  targets: string[];
}

async function check(page: Page, path: string, device: string, wholeDocument: boolean): Promise<Finding[]> {
  // Only violations are collected (not passes), and the run stays in this page: our pages have no
  // frames from other origins, so axe's cross-frame mode, which opens a blank page per run, is not needed.
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (!wholeDocument && (await page.locator('main#main-content').count()) === 1)
    builder.include('main#main-content');
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    path,
    device,
    rule: v.id,
    impact: v.impact ?? '',
    targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
  }));
}

async function audit(page: Page, paths: string[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const [index, path] of paths.entries()) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(`#${path}`);
    await settle(page);
    // The frame (header, menu, tag bar, footer) is the same on every page: the first page of each
    // group checks the whole document, the others their <main>, which is what changed.
    findings.push(...(await check(page, path, 'desktop', index === 0)));
    await page.setViewportSize(VIEWPORTS.phone);
    await settle(page);
    findings.push(...(await check(page, path, 'phone', index === 0)));
  }
  return findings;
}

/** Pages per test (at most): each test opens the portal once and walks its pages by address. */
const CHUNK = 8;
/** Splits the pages into the fewest groups of at most CHUNK, of nearly equal size. */
function chunks(paths: string[]): string[][] {
  const count = Math.ceil(paths.length / CHUNK);
  const size = Math.ceil(paths.length / count);
  return Array.from({ length: count }, (_, i) => paths.slice(i * size, (i + 1) * size));
}

test('the route tables give the check every page', () => {
  expect(publicPaths('en').length).toBeGreaterThan(20);
  expect(consolePaths().length).toBeGreaterThan(25);
});

for (const lang of LANGUAGES) {
  test.describe(`axe, ${lang}, desktop and phone`, () => {
    test.use({ viewport: VIEWPORTS.desktop });
    // Eight pages, each checked twice, on a machine running other tests at the same time.
    test.describe.configure({ timeout: 180_000 });

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
