// @vitest-environment jsdom
// The analytics adapters (decision 0090): for a start and two route changes, the exact calls each
// provider's API receives, the script it loads, and what a view never carries.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADAPTERS,
  startAnalytics,
  viewPath,
  type RouterLike,
  type RouterState,
  type VitalEvent,
} from './analytics';

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: RouterState) => void>();
  const router: RouterLike & { go(path: string, matched?: string): void } = {
    state: { location: { pathname }, matches: [{ route: { path: pathname } }] },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path, matched = path) {
      router.state = { location: { pathname: path }, matches: [{ route: { path: matched } }] };
      listeners.forEach((l) => l(router.state));
    },
  };
  return router;
}

/** Navigates, then sets the new page's title the way RootLayout does after the route renders. */
async function navigate(router: ReturnType<typeof fakeRouter>, path: string, title: string) {
  router.go(path);
  document.title = title;
  await vi.waitFor(() => undefined);
}

function arrays(layer: unknown[] | undefined) {
  return (layer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window._hmt;
  delete window.dataLayer;
  delete window.gtag;
  delete window.plausible;
  vi.useRealTimers();
});

function script() {
  vi.runOnlyPendingTimers();
  return document.querySelectorAll<HTMLScriptElement>('script[data-cp-analytics]');
}

describe('Baidu Tongji', () => {
  it('switches its own page view off and pushes one virtual page view of the route path per change', async () => {
    vi.useFakeTimers();
    document.title = 'Home - Chain Service Platform';
    const router = fakeRouter('/index');
    const stop = startAnalytics({ provider: 'baidu', siteId: 'abc123' }, { router });
    await navigate(router, '/aboutus', 'About us - Chain Service Platform');
    vi.runAllTimers();
    await navigate(router, '/aboutus', 'About us - Chain Service Platform'); // the same path: no view
    vi.runAllTimers();
    expect(window._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/index'],
      ['_trackPageview', '/aboutus'],
    ]);
    const scripts = script();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://hm.baidu.com/hm.js?abc123');
    expect(scripts[0]!.async).toBe(true);
    stop();
  });
});

describe('Google Analytics 4', () => {
  it('configures gtag without its page view, then sends page_view with the route and its title', async () => {
    vi.useFakeTimers();
    document.title = 'Home - Chain Service Platform';
    const router = fakeRouter('/index');
    startAnalytics({ provider: 'ga4', siteId: 'G-TEST1' }, { router });
    await navigate(router, '/aboutus', 'About us - Chain Service Platform');
    vi.runAllTimers();
    const origin = window.location.origin;
    // gtag.js reads arguments objects, as Google's snippet pushes them.
    expect(Object.prototype.toString.call((window.dataLayer as unknown[])[0])).toBe('[object Arguments]');
    const calls = arrays(window.dataLayer as unknown[]);
    expect(calls[0]![0]).toBe('js');
    expect(calls[0]![1]).toBeInstanceOf(Date);
    expect(calls.slice(1)).toEqual([
      ['config', 'G-TEST1', { send_page_view: false }],
      [
        'event',
        'page_view',
        {
          page_location: `${origin}/index`,
          page_path: '/index',
          page_title: 'Home - Chain Service Platform',
        },
      ],
      [
        'event',
        'page_view',
        {
          page_location: `${origin}/aboutus`,
          page_path: '/aboutus',
          page_title: 'About us - Chain Service Platform',
        },
      ],
    ]);
    expect(script()[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST1');
  });
});

describe('Plausible', () => {
  it('queues pageview with the route’s virtual address until its script takes over, with data-domain', async () => {
    vi.useFakeTimers();
    const router = fakeRouter('/index');
    startAnalytics({ provider: 'plausible', siteId: 'portal.example.com' }, { router });
    await navigate(router, '/aboutus', 'About us');
    vi.runAllTimers();
    const origin = window.location.origin;
    expect(window.plausible!.q).toEqual([
      ['pageview', { u: `${origin}/index` }],
      ['pageview', { u: `${origin}/aboutus` }],
    ]);
    const scripts = script();
    expect(scripts[0]!.src).toBe('https://plausible.io/js/script.manual.js');
    expect(scripts[0]!.getAttribute('data-domain')).toBe('portal.example.com');
  });
});

describe('what a view carries', () => {
  it('is the route path alone: no query, and no view for an address no route knows', () => {
    expect(viewPath({ location: { pathname: '/login' }, matches: [{ route: { path: '/login' } }] })).toBe(
      '/login',
    );
    // The hash router's pathname never holds the query (`#/login?redirect=…&code=…`).
    expect(
      viewPath({ location: { pathname: '/reset/some-token' }, matches: [{ route: { path: '*' } }] }),
    ).toBe(undefined);
  });

  it('waits for the new page’s title, at most titleWaitMs', async () => {
    vi.useFakeTimers();
    document.title = 'Home';
    const router = fakeRouter('/index');
    startAnalytics({ provider: 'baidu', siteId: 'x' }, { router, titleWaitMs: 500 });
    router.go('/nowhere-titled');
    expect(window._hmt).toHaveLength(2);
    vi.advanceTimersByTime(500);
    expect(window._hmt).toHaveLength(3);
  });

  it('inserts the script once for two starts', () => {
    vi.useFakeTimers();
    const router = fakeRouter('/index');
    startAnalytics({ provider: 'baidu', siteId: 'x' }, { router });
    vi.runAllTimers();
    startAnalytics({ provider: 'baidu', siteId: 'x' }, { router });
    vi.runAllTimers();
    expect(document.querySelectorAll('script[data-cp-analytics]')).toHaveLength(1);
  });
});

describe('field measurements through the adapters (decision 0095)', () => {
  const lcp: VitalEvent = {
    name: 'LCP',
    value: 1834.6,
    delta: 1834.6,
    rating: 'good',
    id: 'v6-1-1',
    route: '/myconsultation/myfeedbackdetail',
  };
  const cls: VitalEvent = {
    name: 'CLS',
    value: 0.1234,
    delta: 0.02,
    rating: 'needs-improvement',
    id: 'v6-1-2',
    route: '/index',
  };

  it('Baidu: an event with the metric, the route and a whole number (CLS in thousandths)', () => {
    const win = window;
    win._hmt = [];
    ADAPTERS.baidu('x').vital(win, lcp);
    ADAPTERS.baidu('x').vital(win, cls);
    expect(win._hmt).toEqual([
      ['_trackEvent', 'web-vitals', 'LCP', '/myconsultation/myfeedbackdetail', 1835],
      ['_trackEvent', 'web-vitals', 'CLS', '/index', 123],
    ]);
  });

  it('GA4: the event named after the metric, its delta as value, the route as page_path', () => {
    const calls: unknown[][] = [];
    window.gtag = (...args: unknown[]) => void calls.push(args);
    ADAPTERS.ga4('G-1').vital(window, cls);
    expect(calls).toEqual([
      [
        'event',
        'CLS',
        {
          value: 20,
          metric_id: 'v6-1-2',
          metric_value: 0.1234,
          metric_delta: 0.02,
          metric_rating: 'needs-improvement',
          page_path: '/index',
          non_interaction: true,
        },
      ],
    ]);
  });

  it('Plausible: a custom event on the route’s virtual address, with the metric, rating and route', () => {
    const calls: unknown[][] = [];
    window.plausible = (...args: unknown[]) => void calls.push(args);
    ADAPTERS.plausible('portal.example.com').vital(window, lcp);
    expect(calls).toEqual([
      [
        'Web Vitals',
        {
          u: `${window.location.origin}/myconsultation/myfeedbackdetail`,
          props: { metric: 'LCP', rating: 'good', route: '/myconsultation/myfeedbackdetail', value: '1835' },
        },
      ],
    ]);
  });

  it('a figure that comes before the provider is set up waits for it, then follows its page view', async () => {
    vi.resetModules();
    const fresh = await import('./analytics');
    fresh.trackVital(lcp);
    fresh.startAnalytics({ provider: 'baidu', siteId: 'x' }, { router: fakeRouter('/index') });
    expect(window._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/index'],
      ['_trackEvent', 'web-vitals', 'LCP', '/myconsultation/myfeedbackdetail', 1835],
    ]);
    fresh.trackVital(cls);
    expect(window._hmt).toHaveLength(4);
  });
});
