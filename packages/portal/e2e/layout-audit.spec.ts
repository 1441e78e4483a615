// The layout audit (issue 27): every page of the route tables, as a visitor (public pages), the admin
// and the customer (console pages), in English and Chinese, at 1280x800 and at 390x844, is measured in
// the browser for five faults a person sees at once:
//
// - broken-word: a word or number broken across lines inside a table cell, button, tag, tab or menu
//   item ("Purc/hase", "CN¥63,588/.00"), found with Range.getClientRects on each word;
// - sideways: the page scrolls sideways (documentElement.scrollWidth > innerWidth);
// - clipped: text cut off without an ellipsis in a breadcrumb, heading, button, label or table cell
//   (overflow hidden, scrollWidth > clientWidth, no text-overflow: ellipsis), or squeezed to a couple
//   of letters (an ellipsis in a box under three characters wide);
// - zero-size: a chart, image or icon (svg) that is shown but 0 px wide or tall;
// - script: interface text in another script than the language shown (Han or kana in the English
//   interface; kana or an English phrase with a lower-case word in the Chinese one, as names and
//   terms such as App ID or Java SDK are at home there). Data is left out: table cells, description
//   values, form values, text marked translate="no" and text in another declared language (lang).
//
// One browser context per role and language; the console signs in with the demo role's fixed token
// (as the demo role switch does); each route is opened by its hash address and measured at both widths
// by resizing the viewport.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { BASE_URL } from './helpers';
import { consolePaths, publicPaths, walkRoutes } from './routeWalk';

const LANGUAGES = ['en', 'zh'] as const;
type Lang = (typeof LANGUAGES)[number];
const VIEWPORTS = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
] as const;

interface Finding {
  check: 'broken-word' | 'sideways' | 'clipped' | 'zero-size' | 'script';
  text: string;
  where: string;
}
interface RouteFinding extends Finding {
  route: string;
  width: string;
}

/**
 * Runs in the page: measures the document as shown and returns what is wrong. Kept in one function
 * (no closures over test code) because Playwright sends its source to the browser.
 */
function measure(lang: string): Finding[] {
  const findings: Finding[] = [];
  const shown = (el: Element) =>
    el.checkVisibility({ visibilityProperty: true, opacityProperty: true } as CheckVisibilityOptions);
  const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 60);
  /** Where an element is, for a person reading the report: up to three tags with a hint each. */
  const where = (el: Element): string => {
    const parts: string[] = [];
    for (
      let node: Element | null = el;
      node && parts.length < 3 && node !== document.body;
      node = node.parentElement
    ) {
      const role = node.getAttribute('role');
      const label = node.getAttribute('aria-label');
      parts.unshift(
        node.tagName.toLowerCase() +
          (role ? `[role=${role}]` : '') +
          (label ? `[aria-label="${label.slice(0, 30)}"]` : ''),
      );
    }
    return parts.join(' > ');
  };
  const textNodes = (root: Element): Text[] => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeValue && node.nodeValue.trim()) nodes.push(node as Text);
    return nodes;
  };
  /** How many line boxes a range of text is laid out on. */
  const lines = (range: Range): number => {
    const tops: number[] = [];
    for (const rect of Array.from(range.getClientRects())) {
      if (rect.width < 0.5 || rect.height < 0.5) continue;
      if (!tops.some((top) => Math.abs(top - rect.top) < rect.height / 2)) tops.push(rect.top);
    }
    return tops.length;
  };

  // 1. broken-word: in table cells, buttons, tags, tabs and menu items.
  const WORDY = [
    'td',
    'th',
    'button',
    '[role=button]',
    '[role=menuitem]',
    '[role=menuitemradio]',
    '[role=menuitemcheckbox]',
    '[role=option]',
    '[role=tab]',
    'span[data-color]',
    'nav a',
  ].join(',');
  const seen = new Set<Text>();
  const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/g;
  const NON_CJK_WORD = /[^\s\u3000-\u303f\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]{2,}/g;
  for (const target of Array.from(document.querySelectorAll(WORDY))) {
    if (!shown(target)) continue;
    for (const node of textNodes(target)) {
      if (seen.has(node)) continue;
      seen.add(node);
      const value = node.nodeValue ?? '';
      const words: Array<[number, number]> = [];
      for (const match of value.matchAll(NON_CJK_WORD)) words.push([match.index, match[0].length]);
      // A run of Chinese or Japanese may wrap between characters in running text, never in a label.
      if (value.trim().length <= 12)
        for (const match of value.matchAll(CJK_RUN))
          if (match[0].length >= 2) words.push([match.index, match[0].length]);
      for (const [start, length] of words) {
        const range = document.createRange();
        range.setStart(node, start);
        range.setEnd(node, start + length);
        if (lines(range) > 1) {
          const kind = node.parentElement?.closest(WORDY);
          findings.push({
            check: 'broken-word',
            text: `${value.slice(start, start + length)} (in "${short(value)}")`,
            where: where(kind ?? node.parentElement ?? document.body),
          });
        }
      }
    }
  }

  // 2. sideways: the page is wider than the window; name the outermost elements that stick out.
  const root = document.documentElement;
  if (root.scrollWidth > window.innerWidth + 1) {
    const culprits: string[] = [];
    const walk = (el: Element) => {
      for (const child of Array.from(el.children)) {
        if (culprits.length >= 3) return;
        const rect = child.getBoundingClientRect();
        if (rect.right > window.innerWidth + 1 && rect.width > 0 && shown(child)) {
          const style = getComputedStyle(child);
          const insideOut = Array.from(child.children).some(
            (grand) => grand.getBoundingClientRect().right > window.innerWidth + 1,
          );
          if (!insideOut || style.overflowX !== 'visible')
            culprits.push(`${where(child)} (${Math.round(rect.right)} px)`);
          else walk(child);
        } else if (getComputedStyle(child).overflowX === 'visible') walk(child);
      }
    };
    walk(document.body);
    findings.push({
      check: 'sideways',
      text: `scrollWidth ${root.scrollWidth} > ${window.innerWidth}`,
      where: culprits.join('; '),
    });
  }

  // 3. clipped: text cut off without an ellipsis (or squeezed to a couple of letters).
  const LABELLED = [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'button',
    'label',
    'legend',
    '[role=button]',
    '[role=tab]',
    'th',
    'td',
    'span[data-color]',
    'nav[aria-label] ol',
  ].join(',');
  const clippedSeen = new Set<Element>();
  for (const target of Array.from(document.querySelectorAll(LABELLED))) {
    if (!shown(target)) continue;
    for (const el of [target, ...Array.from(target.querySelectorAll('*'))]) {
      if (clippedSeen.has(el)) continue;
      clippedSeen.add(el);
      if (el instanceof SVGElement) continue;
      const text = el.textContent?.trim() ?? '';
      if (!text) continue;
      const style = getComputedStyle(el);
      // Text hidden on purpose for assistive technology only (1 px, clipped) is not cut text.
      if (style.clip !== 'auto' || el.getBoundingClientRect().width <= 1) continue;
      const hides = style.overflowX === 'hidden' || style.overflowX === 'clip';
      if (!hides) continue;
      // Content pushed out at the start (justify-content: flex-end) does not add to scrollWidth.
      const box = el.getBoundingClientRect();
      const outAtStart = Array.from(el.children).some((child) => {
        const rect = child.getBoundingClientRect();
        return rect.width > 0 && rect.left < box.left - 1;
      });
      const over = el.scrollWidth > el.clientWidth + 1;
      if (!over && !outAtStart) continue;
      // An ellipsis is drawn only for inline text: a box (a link-styled button) cut at the end shows
      // none unless it clips with an ellipsis of its own.
      const boxCut = Array.from(el.children).some((child) => {
        const childStyle = getComputedStyle(child);
        if (childStyle.display === 'inline' || childStyle.position === 'absolute') return false;
        if (childStyle.textOverflow === 'ellipsis' && childStyle.overflowX !== 'visible') return false;
        return child.getBoundingClientRect().right > box.right + 1;
      });
      if (outAtStart || boxCut || style.textOverflow !== 'ellipsis') {
        findings.push({
          check: 'clipped',
          text: `${short(text)} (${el.clientWidth} of ${el.scrollWidth} px, no ellipsis)`,
          where: where(el),
        });
      } else if (el.clientWidth < 6 * parseFloat(style.fontSize)) {
        findings.push({
          check: 'clipped',
          text: `${short(text)} (squeezed to ${el.clientWidth} px)`,
          where: where(el),
        });
      }
    }
  }

  // 4. zero-size: a chart, image or icon shown with no width or no height.
  for (const el of Array.from(document.querySelectorAll('svg, img, canvas, video, [role=img]'))) {
    if (el.parentElement?.closest('svg')) continue;
    if (!shown(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width >= 1 && rect.height >= 1) continue;
    // A visually hidden wrapper (1 px, clipped) is on purpose.
    if (el.closest('[data-visually-hidden]')) continue;
    findings.push({
      check: 'zero-size',
      text: `${el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? el.tagName.toLowerCase()} (${Math.round(rect.width)}x${Math.round(rect.height)})`,
      where: where(el),
    });
  }

  // 5. script: interface text in the other language's script. Data is left out.
  const DATA =
    'td, dd, input, textarea, select, [contenteditable], [translate="no"], script, style, noscript, code, pre';
  // In Chinese, Latin letters are at home in names and terms (App ID, Java SDK, REST API); an English
  // phrase (words apart by spaces) with a lower-case word of three letters or more ("Rows per page")
  // is untranslated text; lists of file types and e-mail domains are not phrases.
  const foreign = (text: string): string | undefined => {
    if (lang === 'en') return /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+/.exec(text)?.[0];
    const kana = /[\u3040-\u30ff]+/.exec(text)?.[0];
    if (kana) return kana;
    for (const match of text.matchAll(/\b[A-Za-z]{2,}(?:\s+[A-Za-z]{2,})+/g))
      if (/\b[a-z]{3,}\b/.test(match[0])) return match[0];
    return undefined;
  };
  for (const node of textNodes(document.body)) {
    const parent = node.parentElement;
    if (!parent || parent.closest(DATA)) continue;
    const declared = parent.closest('[lang]')?.getAttribute('lang') ?? lang;
    if (!declared.toLowerCase().startsWith(lang)) continue;
    const match = foreign(node.nodeValue ?? '');
    if (!match || !shown(parent)) continue;
    findings.push({
      check: 'script',
      text: `${match} (in "${short(node.nodeValue ?? '')}")`,
      where: where(parent),
    });
  }
  return findings;
}

async function auditRoutes(
  page: Page,
  lang: Lang,
  paths: string[],
  testInfo: TestInfo,
): Promise<RouteFinding[]> {
  const found: RouteFinding[] = [];
  await walkRoutes(page, paths, VIEWPORTS, async (path, viewport) => {
    let findings = await page.evaluate(measure, lang);
    // A layout still moving after the resize (a transition, a late font) is measured again once:
    // what is still wrong then is reported.
    if (findings.length > 0) {
      await page.waitForTimeout(500);
      findings = await page.evaluate(measure, lang);
    }
    found.push(...findings.map((finding) => ({ ...finding, route: path, width: viewport.name })));
  });
  const counts: Record<string, number> = {};
  for (const finding of found) counts[finding.check] = (counts[finding.check] ?? 0) + 1;
  await testInfo.attach('layout-findings.json', {
    body: JSON.stringify({ counts, found }, null, 1),
    contentType: 'application/json',
  });
  if (process.env.LAYOUT_AUDIT_OUT) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      `${process.env.LAYOUT_AUDIT_OUT}/${testInfo.title.replace(/\W+/g, '-')}.json`,
      JSON.stringify({ counts, found }, null, 1),
    );
  }
  return found;
}

/** One line per finding, the same finding on many routes once, so a failure reads as a list. */
function report(found: RouteFinding[]): string[] {
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
`;

test('each check fails on the fault it guards against', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setContent(FAULTS);
  const found = await page.evaluate(measure, 'en');
  const checks = (check: Finding['check']) => found.filter((f) => f.check === check).map((f) => f.text);
  expect(checks('broken-word')).toEqual(
    expect.arrayContaining([
      expect.stringContaining('DD20250530494200'),
      expect.stringContaining('Purchase'),
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
    '<p>订单管理 <span>Order management</span> オーダー <span>App ID</span> 支持 png, jpg, pdf <span>ad***@chain-demo.cn</span></p>',
  );
  expect((await page.evaluate(measure, 'zh')).map((f) => f.text)).toEqual([
    expect.stringContaining('Order management'),
    expect.stringContaining('オーダー'),
  ]);
});

test('the route tables give the audit every page', () => {
  expect(publicPaths('en').length).toBeGreaterThan(20);
  expect(consolePaths(['admin']).length).toBeGreaterThan(consolePaths(['customer']).length);
});

for (const lang of LANGUAGES) {
  test.describe(`layout audit, ${lang}`, () => {
    test.use({ viewport: VIEWPORTS[0] });
    test.describe.configure({ timeout: 240_000 });

    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: 'language', value: lang, url: BASE_URL }]);
    });

    test(`public pages, ${lang}`, async ({ page }, testInfo) => {
      expect(report(await auditRoutes(page, lang, publicPaths(lang), testInfo))).toEqual([]);
    });

    for (const role of ['admin', 'customer'] as const) {
      test(`console as ${role}, ${lang}`, async ({ page, context }, testInfo) => {
        await context.addCookies([{ name: 'cp_chainportal_token', value: `${role}-token`, url: BASE_URL }]);
        expect(report(await auditRoutes(page, lang, consolePaths([role]), testInfo))).toEqual([]);
      });
    }
  });
}
