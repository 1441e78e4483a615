// pa11y (npm `pa11y`), a second accessibility engine next to axe, run in the page checks' own
// browser page (e2e/page-checks.spec.ts). pa11y drives its own browser through Puppeteer; here its
// in-page client (`lib/runner.js`) and its HTML_CodeSniffer runner (`lib/runners/htmlcs.js`, a
// documented runner: `scripts` to inject and a `run` function) are put into the page as pa11y puts
// them (`loadRunnerScript` in its `lib/pa11y.js`), and run with pa11y's own defaults: the WCAG2AA
// standard, errors only (its `includeWarnings` and `includeNotices` are off).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const pa11yDir = path.dirname(require.resolve('pa11y/package.json'));
const { version } = require('pa11y/package.json') as { version: string };
const htmlcs = require('pa11y/lib/runners/htmlcs.js') as {
  scripts: string[];
  run: (...args: unknown[]) => unknown;
};

/** pa11y's client, then the runner's scripts and its `run`, as one script for the page. */
const INJECTED = [
  readFileSync(path.join(pa11yDir, 'lib/runner.js'), 'utf8'),
  ...htmlcs.scripts.map((file) => readFileSync(file, 'utf8')),
  `window.__pa11y.runners.htmlcs = ${htmlcs.run.toString()};`,
].join('\n;\n');

export interface Pa11yIssue {
  code: string;
  message: string;
  selector: string;
  context: string;
}

declare global {
  interface Window {
    __pa11y?: {
      runners: Record<string, unknown>;
      run(options: Record<string, unknown>): Promise<{ issues: Pa11yIssue[] }>;
    };
  }
}

/** The name Chromium's accessibility tree gives the element at `selector` ('' for none). */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) return '';
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    return String(nodes[0]?.name?.value ?? '').trim();
  } finally {
    await cdp.detach();
  }
}

/**
 * Where HTML_CodeSniffer reads the page otherwise than the browser does (decision 0116), its
 * finding is checked against the browser itself:
 * - `NoSuchID`: a link to `#x` with no element `x`. The portal's addresses are the hash router's,
 *   `#/path`: a page, not an anchor. A link to `#x` without a slash is still judged.
 * - `H91.*.Name` ("no name available to an accessibility API"): the engine does not count a
 *   `<label for>` of a `<button>` (Radix's checkbox, radio and select trigger are buttons, named by
 *   the form field's label). What the accessibility API has is read from Chromium's own tree.
 */
async function confirmed(page: Page, issue: Pa11yIssue): Promise<boolean> {
  if (issue.code.endsWith('.NoSuchID')) return !/\bhref="#\//.test(issue.context);
  if (/\.H91\.[A-Za-z]+\.Name$/.test(issue.code)) return (await accessibleName(page, issue.selector)) === '';
  return true;
}

/**
 * pa11y's errors on the page as it is now; with `rootElement`, only those inside it (pa11y's option
 * of that name). What is not rendered (the frame's kept pages, hidden by React's `<Activity>`,
 * frame/CachedOutlet.tsx; closed panels) is not judged, as axe does not judge it. The scripts are put
 * in once per document.
 */
export async function pa11yIssues(page: Page, rootElement?: string): Promise<Pa11yIssue[]> {
  if (!(await page.evaluate(() => Boolean(window.__pa11y?.runners.htmlcs)))) await page.evaluate(INJECTED);
  const result = await page.evaluate((options) => window.__pa11y!.run(options), {
    pa11yVersion: version,
    runners: ['htmlcs'],
    standard: 'WCAG2AA',
    rules: [],
    ignore: ['warning', 'notice'],
    rootElement,
    wait: 0,
  });
  // pa11y's selectors start at the nearest element with an id, written as it is: the menu's ids hold
  // a path ("#_r_3_-/appservers"), which a selector must escape.
  const found = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const [first = '', ...rest] = selector.split(' > ');
        const escaped = [first.startsWith('#') ? `#${CSS.escape(first.slice(1))}` : first, ...rest].join(
          ' > ',
        );
        return { selector: escaped, rendered: document.querySelector(escaped)?.checkVisibility() ?? true };
      }),
    result.issues.map((issue) => issue.selector),
  );
  const issues: Pa11yIssue[] = [];
  for (const [index, { code, message, context }] of result.issues.entries()) {
    const issue = { code, message, selector: found[index]!.selector, context };
    if (found[index]!.rendered && (await confirmed(page, issue))) issues.push(issue);
  }
  return issues;
}
