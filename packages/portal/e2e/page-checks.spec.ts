// Every page, every check, in one walk (decisions 0061 and 0002): each route of the route tables is
// opened once per test, settled at 1280x800, then resized to 390x844 (the layout follows media queries
// and resize listeners, as on a turned tablet), and at each size measured for
// - the layout audit (e2e/layoutMeasure.ts): broken words, sideways scrolling, clipped text, zero-size
//   charts and icons, text in another script than the language shown; as a visitor (public pages),
//   the admin and the customer (console pages), in English and Chinese;
// - axe (WCAG 2.2 A and AA), as every story is, and pa11y (WCAG2AA, e2e/pa11y.ts) as a second engine:
//   the visitor's and the admin's pages in English at both sizes and in Chinese at 1280 (what the
//   phone layout shows is the same in both languages; the Chinese pass checks each page's names and
//   language). The customer's pages are the admin's with fewer buttons: the layout audit only.
// The list comes from the route tables, so a page added there joins both checks without being listed
// here. The console signs in with the demo role's fixed token (as the demo role switch does).
// One walk instead of one per check: each page is opened and settled once for both.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { BASE_URL } from './helpers';
import { pa11yIssues } from './pa11y';
import { measure, type LayoutFinding } from './layoutMeasure';
import { consolePaths, publicPaths, walkRoutes, type WalkViewport } from './routeWalk';

const LANGUAGES = ['en', 'zh'] as const;
type Lang = (typeof LANGUAGES)[number];
const DESKTOP = { name: '1280', width: 1280, height: 800 };
const PHONE = { name: '390', width: 390, height: 844 };
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
type Who = 'visitor' | 'admin' | 'customer';

interface Finding {
  check: string;
  text: string;
  where: string;
}
interface PageFinding extends Finding {
  route: string;
  width: string;
}

/** Where axe adds something (above): not the customer's pages, in Chinese at 1280 only. */
const axeAt = (who: Who, lang: Lang, viewport: WalkViewport) =>
  who !== 'customer' && (lang === 'en' || viewport.width === DESKTOP.width);

/**
 * axe's violations. The frame (header, menu, tag bar, footer) is the same on every page: the first
 * page of a test checks the whole document, the others their <main>, which is what changed.
 */
async function axeFindings(page: Page, wholeDocument: boolean): Promise<Finding[]> {
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
    check: `axe ${v.id} (${v.impact ?? ''})`,
    text: v.help,
    where: v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(', '),
  }));
}

/**
 * pa11y's errors (its HTML_CodeSniffer runner, WCAG2AA: e2e/pa11y.ts), a second engine where axe
 * runs, with the same scope: the whole document on a test's first page, its <main> on the others.
 */
async function pa11yFindings(page: Page, wholeDocument: boolean): Promise<Finding[]> {
  const scoped = !wholeDocument && (await page.locator('main#main-content').count()) === 1;
  return (await pa11yIssues(page, scoped ? 'main#main-content' : undefined)).map((issue) => ({
    check: `pa11y ${issue.code}`,
    text: issue.message,
    where: `${issue.selector} ${issue.context}`,
  }));
}

async function checkPages(
  page: Page,
  who: Who,
  lang: Lang,
  paths: string[],
  testInfo: TestInfo,
): Promise<PageFinding[]> {
  const found: PageFinding[] = [];
  await walkRoutes(
    page,
    paths,
    [DESKTOP, PHONE],
    async (path, viewport, index) => {
      const at = { route: path, width: viewport.name };
      let layout = await page.evaluate(measure, lang);
      // A layout still moving after the resize (a transition, a late font) is measured again once:
      // what is still wrong then is reported.
      if (layout.length > 0) {
        await page.waitForTimeout(500);
        layout = await page.evaluate(measure, lang);
      }
      found.push(...layout.map((finding) => ({ ...finding, ...at })));
      if (axeAt(who, lang, viewport))
        for (const engine of [axeFindings, pa11yFindings])
          found.push(...(await engine(page, index === 0)).map((finding) => ({ ...finding, ...at })));
    },
    { quietMs: 250, capMs: 8000 },
  );
  const counts: Record<string, number> = {};
  for (const finding of found) counts[finding.check] = (counts[finding.check] ?? 0) + 1;
  await testInfo.attach('page-findings.json', {
    body: JSON.stringify({ counts, found }, null, 1),
    contentType: 'application/json',
  });
  // PAGE_CHECKS_OUT=dir keeps each test's findings as a file (to compare two runs).
  if (process.env.PAGE_CHECKS_OUT) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      `${process.env.PAGE_CHECKS_OUT}/${testInfo.title.replace(/\W+/g, '-')}.json`,
      JSON.stringify({ counts, found }, null, 1),
    );
  }
  return found;
}

/** One line per finding, the same finding on many routes once, so a failure reads as a list. */
function report(found: PageFinding[]): string[] {
  const byKey = new Map<string, string[]>();
  for (const f of found) {
    const key = `${f.check}: ${f.text} @ ${f.where}`;
    byKey.set(key, [...(byKey.get(key) ?? []), `${f.route} ${f.width}`]);
  }
  return [...byKey].map(([key, at]) => `${key} [${at.length}x: ${at.slice(0, 3).join(', ')}]`);
}

// Each check is seen failing on the fault it guards against, and passing on the same markup done right.
const FAULTS = `
  <style>body { margin: 0; font: 14px/22px sans-serif; overflow-wrap: anywhere } .cell { width: 40px }</style>
  <table><tr><td class="cell">DD20250530494200</td><td>Fine</td></tr></table>
  <button style="width: 30px">Purchase</button>
  <h2 style="width: 60px; overflow: hidden; white-space: nowrap">A heading cut short</h2>
  <table><tr><td><span style="display: block; width: 80px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap"><button style="display: inline-flex">Blockchain developer conference</button></span></td></tr></table>
  <nav aria-label="Breadcrumb"><ol style="display: flex; justify-content: flex-end; width: 80px; overflow: hidden; white-space: nowrap">
    <li>Home</li><li>Services and apps</li><li>My services</li></ol></nav>
  <div role="img" aria-label="Consumption by day" style="height: 0"><svg width="100%" height="100%"></svg></div>
  <p>订单管理</p>
  <ol style="display: flex; width: 90px; padding: 0"><li style="min-width: 0">Registration</li><li><span style="display: block; width: 50px">New password</span></li></ol>
  <div style="width: 2000px; height: 4px"></div>
`;
const FIXED = `
  <style>body { margin: 0; font: 14px/22px sans-serif; overflow-wrap: anywhere } td { white-space: nowrap }</style>
  <table><tr><td>DD20250530494200</td><td>Fine</td><td translate="no">数据隐私计算</td></tr></table>
  <button>Purchase</button>
  <h2 style="width: 200px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">A long heading that ends in an ellipsis</h2>
  <nav aria-label="Breadcrumb"><ol style="display: flex; white-space: nowrap"><li>Home</li><li>My services</li></ol></nav>
  <div role="img" aria-label="Consumption by day" style="height: 240px"><svg width="100%" height="100%"></svg></div>
  <p>Orders <span translate="no">管理员 Admin</span> <span lang="zh">中文</span></p>
  <ol style="display: flex; flex-wrap: wrap; width: 200px; padding: 0"><li>Registration</li><li><span style="display: block; width: 50px">0x5FbDB2315678afecb367f032d93F642f64180aa3</span></li><li style="width: 60px">supply-chain</li></ol>
`;

test('each check fails on the fault it guards against', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(FAULTS);
  const found = await page.evaluate(measure, 'en');
  const checks = (check: LayoutFinding['check']) => found.filter((f) => f.check === check).map((f) => f.text);
  expect(checks('broken-word')).toEqual(
    expect.arrayContaining([
      expect.stringContaining('DD20250530494200'),
      expect.stringContaining('Purchase'),
      // Any other visible text: a step's title squeezed to a few letters a line.
      expect.stringContaining('Registration'),
      expect.stringContaining('password (in "New password")'),
    ]),
  );
  expect(checks('sideways')).toHaveLength(1);
  expect(checks('clipped')).toEqual(
    expect.arrayContaining([
      expect.stringContaining('A heading cut short'),
      expect.stringContaining('Blockchain developer conference'),
      expect.stringContaining('HomeServices and appsMy services'),
    ]),
  );
  expect(checks('zero-size').length).toBeGreaterThanOrEqual(1);
  expect(checks('script')).toEqual([expect.stringContaining('订单管理')]);

  await page.setContent(FIXED);
  expect(await page.evaluate(measure, 'en')).toEqual([]);
  await page.setContent(
    '<p>订单管理 <span>Order management</span> オーダー <span>App ID</span> 支持 png, jpg, pdf <span>ad***@chain-demo.cn</span></p>' +
      // Chinese running text may wrap between any two characters.
      '<p style="width: 30px">设置新的登录密码</p>',
  );
  expect((await page.evaluate(measure, 'zh')).map((f) => f.text)).toEqual([
    expect.stringContaining('Order management'),
    expect.stringContaining('オーダー'),
  ]);
});

test('pa11y finds a nameless button, a link to no anchor, a field it cannot type; not what the browser contradicts', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
    <button id="nameless"></button>
    <a id="to-nowhere" href="#nowhere">Skip to nowhere</a>
    <label for="agree">I agree</label><button id="agree" type="button" role="checkbox" aria-checked="false"></button>
    <a id="route" href="#/login">Sign in</a>
    <label for="user">User name</label><input id="user" autocomplete="username">
    <label for="typed">User name</label><input id="typed" type="text" autocomplete="username">
    <div style="display: none"><button id="kept-nameless"></button></div>
  </main></body></html>`);
  const found = (await pa11yIssues(page)).map((issue) => `${issue.selector} ${issue.code.split('.').pop()}`);
  // HTML_CodeSniffer reads a field's type from its attribute: without one, "username" is no text
  // field's autocomplete to it, so ui's Input writes type="text".
  expect(found).toEqual(expect.arrayContaining(['#nameless Name', '#to-nowhere NoSuchID', '#user H98']));
  // A button named by its <label for> (Chromium's accessibility tree has the name), a route of the
  // hash router, a typed field, and what is not rendered.
  for (const fine of ['#agree', '#route', '#typed', '#kept-nameless'])
    expect(found.filter((f) => f.startsWith(`${fine} `))).toEqual([]);
});

test('the portal shortens its transitions when reduced motion is asked for, so axe sees resting colours', async ({
  browser,
}) => {
  const transition = async (reducedMotion: 'reduce' | 'no-preference') => {
    const context = await browser.newContext({ reducedMotion });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}#/login`);
    const button = page.getByRole('button', { name: /sign in|登录/i }).first();
    await expect(button).toBeVisible();
    const seconds = await button.evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    await context.close();
    return seconds;
  };
  expect(await transition('no-preference')).toBeGreaterThanOrEqual(0.1);
  expect(await transition('reduce')).toBeLessThan(0.001);
});

test('the route tables give the checks every page', () => {
  expect(publicPaths('en').length).toBeGreaterThan(20);
  expect(consolePaths(['admin']).length).toBeGreaterThan(25);
  expect(consolePaths(['admin']).length).toBeGreaterThan(consolePaths(['customer']).length);
});

/** Pages per test (at most): each test opens the portal once and walks its pages by address. */
const CHUNK = 8;
/** Splits the pages into the fewest groups of at most CHUNK, of nearly equal size. */
function chunks(paths: string[]): string[][] {
  const count = Math.ceil(paths.length / CHUNK);
  const size = Math.ceil(paths.length / count);
  return Array.from({ length: count }, (_, i) => paths.slice(i * size, (i + 1) * size));
}

for (const lang of LANGUAGES) {
  test.describe(`page checks, ${lang}`, () => {
    // axe judges the colours a page rests in. A colour change starts a 200 ms transition (a button
    // enabled once its rows come), and on a busy machine axe once read a button's contrast mid-way
    // (CI, "axe color-contrast … /appservers/myservers"). With reduced motion asked for, the portal's
    // global style shortens every transition to nothing (checked below), so no colour is half-way.
    test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });
    // Eight pages, each measured at two sizes, on a machine running other tests at the same time.
    test.describe.configure({ timeout: 180_000 });

    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'language', value: lang, url: BASE_URL }]);
    });

    for (const paths of chunks(publicPaths(lang))) {
      test(`visitor: ${paths.join(' ')}`, async ({ page }, testInfo) => {
        expect(report(await checkPages(page, 'visitor', lang, paths, testInfo))).toEqual([]);
      });
    }

    for (const who of ['admin', 'customer'] as const) {
      for (const paths of chunks(consolePaths([who]))) {
        test(`console as ${who}: ${paths.join(' ')}`, async ({ page, context }, testInfo) => {
          await context.addCookies([{ name: 'cp_chainportal_token', value: `${who}-token`, url: BASE_URL }]);
          expect(report(await checkPages(page, who, lang, paths, testInfo))).toEqual([]);
        });
      }
    }
  });
}
