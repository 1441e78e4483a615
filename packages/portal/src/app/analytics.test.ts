// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { analyticsConfig, startAnalytics, type PageView, type RouterLike } from './analytics';

const URL_ = 'https://stats.example.com/cp.js';

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string } }) => void>();
  const router: RouterLike & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path) {
      router.state = { location: { pathname: path } };
      listeners.forEach((l) => l(router.state));
    },
  };
  return router;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window._cpq;
});

describe('analytics config', () => {
  it('needs both the https URL and the site id', () => {
    expect(analyticsConfig(URL_, 'site-1')).toEqual({ url: URL_, siteId: 'site-1' });
    expect(analyticsConfig(undefined, undefined)).toBeUndefined();
    expect(analyticsConfig(URL_, '')).toBeUndefined();
    expect(analyticsConfig('', 'site-1')).toBeUndefined();
    expect(analyticsConfig('http://stats.example.com/cp.js', 'site-1')).toBeUndefined();
    expect(analyticsConfig('not a url', 'site-1')).toBeUndefined();
  });

  it('is off in this build (no VITE_ANALYTICS_URL): nothing is configured', () => {
    expect(analyticsConfig()).toBeUndefined();
  });
});

describe('startAnalytics', () => {
  it('inserts the script once, async, and pushes a page view now and on every route change', () => {
    vi.useFakeTimers();
    const router = fakeRouter('/index');
    let language = 'en';
    const stop = startAnalytics({ url: URL_, siteId: 'site-1' }, { router, language: () => language });
    // The script comes after the first render, when the browser is idle.
    expect(document.querySelector('script[data-cp-analytics]')).toBeNull();
    vi.runAllTimers();
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[data-cp-analytics]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe(URL_);
    expect(scripts[0]!.async).toBe(true);

    router.go('/login');
    router.go('/login'); // the same path again is not a new view
    language = 'zh';
    router.go('/homepage/homepage');
    expect(window._cpq as unknown as PageView[]).toEqual([
      { type: 'pageview', siteId: 'site-1', path: '/index', language: 'en' },
      { type: 'pageview', siteId: 'site-1', path: '/login', language: 'en' },
      { type: 'pageview', siteId: 'site-1', path: '/homepage/homepage', language: 'zh' },
    ]);

    // Started again (e.g. a hot reload): still one script.
    startAnalytics({ url: URL_, siteId: 'site-1' }, { router, language: () => language });
    vi.runAllTimers();
    expect(document.querySelectorAll('script[data-cp-analytics]')).toHaveLength(1);
    stop();
    vi.useRealTimers();
  });

  it("pushes through the script's own queue once it has replaced the array", () => {
    const received: PageView[] = [];
    window._cpq = { push: (...views: PageView[]) => received.push(...views) };
    const router = fakeRouter('/guide');
    const stop = startAnalytics({ url: URL_, siteId: 's' }, { router, language: () => 'es' });
    router.go('/jsfile');
    stop();
    router.go('/index'); // stopped: no more views
    expect(received.map((v) => v.path)).toEqual(['/guide', '/jsfile']);
  });
});
