// Every page is checked like every story: axe (WCAG 2.2 A and AA) on every public route and on every
// console route the admin can open: in English at desktop and at 390x844, in Chinese at desktop. The
// list comes from the route tables, so a page added there joins this check without being listed here.
// An English page is checked at 1280x800, then with the window resized to 390x844 (the layout follows
// media queries and resize listeners, as on a turned tablet). What the phone layout shows is the same
// in both languages; the Chinese pass checks the names and language of each page (the layout audit
// walks the Chinese pages at 390 for what a person sees), which keeps the test command's time.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL } from './helpers';
import { consolePaths, publicPaths, walkRoutes } from './routeWalk';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const LANGUAGES = ['en', 'zh'] as const;
const VIEWPORTS = {
  desktop: { name: 'desktop', width: 1280, height: 800 },
  phone: { name: 'phone', width: 390, height: 844 },
} as const;

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

async function audit(page: Page, paths: string[], lang: (typeof LANGUAGES)[number]): Promise<Finding[]> {
  const findings: Finding[] = [];
  // The frame (header, menu, tag bar, footer) is the same on every page: the first page of each
  // group checks the whole document, the others their <main>, which is what changed.
  await walkRoutes(
    page,
    paths,
    lang === 'en' ? [VIEWPORTS.desktop, VIEWPORTS.phone] : [VIEWPORTS.desktop],
    async (path, viewport, index) => {
      findings.push(...(await check(page, path, viewport.name, index === 0)));
    },
    { quietMs: 250, capMs: 8000 },
  );
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
  test.describe(lang === 'en' ? `axe, ${lang}, desktop and phone` : `axe, ${lang}, desktop`, () => {
    test.use({ viewport: VIEWPORTS.desktop });
    // Eight pages, each checked twice, on a machine running other tests at the same time.
    test.describe.configure({ timeout: 180_000 });

    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'language', value: lang, url: BASE_URL }]);
    });

    for (const paths of chunks(publicPaths(lang))) {
      test(`public: ${paths.join(' ')}`, async ({ page }) => {
        expect(await audit(page, paths, lang)).toEqual([]);
      });
    }

    for (const paths of chunks(consolePaths())) {
      test(`console as admin: ${paths.join(' ')}`, async ({ page, context }) => {
        await context.addCookies([{ name: 'cp_chainportal_token', value: 'admin-token', url: BASE_URL }]);
        expect(await audit(page, paths, lang)).toEqual([]);
      });
    }
  });
}
