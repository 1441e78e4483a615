// Field measurements (decision 0095) through the production pair: real visits in the browser measure
// LCP, INP, CLS and TTFB with web-vitals, each labelled by its route's pattern; the figures reach the
// analytics provider (Plausible's stub, analyticsStub.ts) and the beacon, which the HTTP API keeps
// (vitals.jsonl in its data folder); scripts/vitals-p75.mjs prints the p75 of the visits made here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ANALYTICS, serveAnalyticsStub } from './analyticsStub';
import { startSecondSite } from './secondSite';

test.use({ locale: 'en-US' });

const root = path.resolve(import.meta.dirname, '../../..');
/** Where the API keeps the beacon's figures: its data folder (scripts/serve/api-server.mjs --data). */
const vitalsFile = path.join(path.resolve(root, process.env.API_DATA_DIR || '.data'), 'vitals.jsonl');

declare global {
  interface Window {
    __analyticsCalls?: unknown[];
    __violations?: string[];
    /** The addresses of the route changes the browser measured (its `soft-navigation` entries). */
    __softNavigations?: string[];
  }
}

interface Figure {
  at: string;
  name: string;
  value: number;
  route: string;
  id: string;
  navigationType: string;
}

/** The figures the API kept since `since`. */
function figuresSince(since: string): Figure[] {
  let text = '';
  try {
    text = readFileSync(vitalsFile, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Figure)
    .filter((figure) => figure.at >= since);
}

/** Leaves the page as a visitor does: the page is hidden and web-vitals reports what it has. */
async function leave(page: Page) {
  await page.goto('about:blank');
}

test('visits measure each route by its pattern; the API keeps the figures and the p75 script prints them', async ({
  page,
}) => {
  const site = await startSecondSite('vitals', {
    analytics: ANALYTICS.plausible,
    vitals: { beaconUrl: '/api/beacon', sampleRate: 1 },
  });
  try {
    await page.addInitScript(() => {
      window.__violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__violations!.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
      window.__softNavigations = [];
      new PerformanceObserver((list) =>
        window.__softNavigations!.push(...list.getEntries().map((entry) => entry.name)),
      ).observe({ type: 'soft-navigation', buffered: true });
    });
    await serveAnalyticsStub(page, 'plausible');
    const since = new Date(Date.now() - 1000).toISOString();
    const vitalEvents: unknown[] = [];
    const vitalCalls = async () =>
      ((await page.evaluate(() => window.__analyticsCalls ?? []).catch(() => [])) as unknown[][]).filter(
        (call) => call[0] === 'Web Vitals',
      );
    // Measuring starts when the browser is idle after the first render (main.tsx): a visit here goes
    // on once the provider has had the page load's first figure (its TTFB, known from the start), as
    // a visitor who reads the page before moving on does.
    const measuring = async (route: string) => {
      await expect
        .poll(async () =>
          (await vitalCalls()).some((call) => {
            const props = (call[1] as { props?: { metric?: string; route?: string } }).props;
            return props?.metric === 'TTFB' && props.route === route;
          }),
        )
        .toBe(true);
    };
    const keepVitalEvents = async () => {
      vitalEvents.push(...(await vitalCalls()));
    };

    // A visit that lands on the landing page, and follows a link to About us.
    await page.goto(`${site.url}#/index`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('One platform for three blockchains');
    await measuring('/index');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About us' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    // The browser measures a route change once its paint is on the screen, which can come after the
    // heading is in the page (tens of milliseconds, more on a busy machine): the visitor reads the
    // page until then. Leaving sooner ends the visit before the route change is measured at all.
    await expect
      .poll(() => page.evaluate(() => window.__softNavigations ?? []))
      .toContainEqual(expect.stringMatching(/#\/aboutus$/));
    expect(await page.evaluate(() => window.__violations)).toEqual([]);
    await keepVitalEvents();
    await leave(page);

    // A visit that signs in, opens a work order (its id in the address), and reloads it there.
    await page.goto(`${site.url}#/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await page.evaluate(() => (window.location.hash = '/myconsultation/myfeedback'));
    const list = page.getByRole('table', { name: 'My work orders' });
    await list.getByRole('row').nth(1).getByRole('button').first().click();
    await expect
      .poll(() => page.evaluate(() => window.location.hash))
      .toMatch(/^#\/myconsultation\/myfeedbackdetail\?id=\d+$/);
    await page.reload();
    await expect(page.getByRole('list', { name: 'Conversation' })).toBeVisible();
    await measuring('/myconsultation/myfeedbackdetail');
    // An interaction on the page (INP measures the visit's interactions).
    await page.getByRole('list', { name: 'Conversation' }).click();
    expect(await page.evaluate(() => window.__violations)).toEqual([]);
    await keepVitalEvents();
    await leave(page);

    // The API kept each visit's figures, each by its route's pattern: the page loads' (the landing
    // page, the sign-in page, the work order reloaded with its id in the address) and, as this
    // Chromium measures route changes on their own, the link followed to About us.
    const wanted = [
      '/index load TTFB',
      '/index load LCP',
      '/index load CLS',
      '/index load INP',
      '/aboutus route-change LCP',
      '/login load TTFB',
      '/login load LCP',
      '/login load INP',
      '/myconsultation/myfeedbackdetail load TTFB',
      '/myconsultation/myfeedbackdetail load LCP',
      '/myconsultation/myfeedbackdetail load CLS',
    ];
    const kindOf = (f: Figure) => (f.navigationType === 'soft-navigation' ? 'route-change' : 'load');
    await expect
      .poll(() => {
        const kept = new Set(figuresSince(since).map((f) => `${f.route} ${kindOf(f)} ${f.name}`));
        return wanted.filter((w) => !kept.has(w));
      })
      .toEqual([]);
    const figures = figuresSince(since);
    expect(figures.filter((f) => /[?#=]/.test(f.route))).toEqual([]);

    // The provider got them too, as its own events.
    expect(vitalEvents).toContainEqual([
      'Web Vitals',
      expect.objectContaining({ props: expect.objectContaining({ metric: 'TTFB', route: '/index' }) }),
      ANALYTICS.plausible.siteId,
    ]);

    // The p75 script reads the file the visits produced.
    const printed = execFileSync(
      process.execPath,
      [path.join(root, 'scripts/vitals-p75.mjs'), vitalsFile, '--since', since],
      {
        encoding: 'utf8',
      },
    );
    for (const [route = '', kind = '', metric = ''] of wanted.map((w) => w.split(' ')))
      expect(printed).toMatch(
        new RegExp(
          `^${route.replace(/\//g, '\\/')}\\s+${kind.replace('-', ' ')}\\s+${metric}\\s+\\d+\\s+[\\d.]+( ms)?\\s`,
          'm',
        ),
      );
    expect(printed).not.toMatch(/\?id=|id=\d/);
  } finally {
    await site.stop();
  }
});
