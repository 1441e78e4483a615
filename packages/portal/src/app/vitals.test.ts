// @vitest-environment jsdom
// Field measurements (decision 0095): each figure labelled by its route's pattern, sent to the
// analytics provider at once and to the beacon in one batch when the page is hidden.
import type { Metric } from 'web-vitals';
import { describe, expect, it, vi } from 'vitest';
import type { VitalEvent } from './analytics';
import { startVitals, type VitalsRouter } from './vitals';

type Report = (metric: Metric) => void;

function fakeRouter(pathname: string, pattern: string) {
  const listeners = new Set<(state: VitalsRouter['state']) => void>();
  const router: VitalsRouter & { go(pathname: string, pattern: string): void } = {
    routes: [
      { children: [{ path: '/index' }, { path: '/aboutus' }, { path: '/myconsultation/myfeedbackdetail' }] },
    ],
    state: { location: { pathname }, matches: [{ route: {} }, { route: { path: pattern } }] },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path, matched) {
      router.state = { location: { pathname: path }, matches: [{ route: { path: matched } }] };
      listeners.forEach((l) => l(router.state));
    },
  };
  return router;
}

/** web-vitals' four callbacks, each keeping the reporter it was given. */
function fakeMeasure() {
  const reporters: Record<string, Report> = {};
  const options: Record<string, unknown> = {};
  const on = (name: string) => (report: Report, given?: object) => {
    reporters[name] = report;
    options[name] = given;
  };
  return {
    reporters,
    options,
    measure: { onCLS: on('CLS'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') },
  };
}

const metric = (name: Metric['name'], value: number, more: Partial<Metric> = {}): Metric =>
  ({
    name,
    value,
    delta: value,
    rating: 'good',
    id: `v6-${name}`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    ...more,
  }) as Metric;

/** A window of its own for each test: its document, its events and its sendBeacon. */
function fakeWindow() {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  const win = Object.assign(new EventTarget(), {
    document: document.implementation.createHTMLDocument('page'),
    navigator: { sendBeacon },
    location: window.location,
    fetch: vi.fn(),
  }) as unknown as Window;
  const hide = () => {
    Object.defineProperty(win.document, 'visibilityState', { value: 'hidden', configurable: true });
    win.document.dispatchEvent(new Event('visibilitychange'));
  };
  return { win, sendBeacon, hide };
}

describe('startVitals', () => {
  it('labels the page load’s figures by the route it showed, a soft navigation’s by its own route', () => {
    const { win, sendBeacon, hide } = fakeWindow();
    const router = fakeRouter('/myconsultation/myfeedbackdetail', '/myconsultation/myfeedbackdetail');
    const { reporters, options, measure } = fakeMeasure();
    const tracked: VitalEvent[] = [];
    startVitals({
      settings: { beaconUrl: '/api/beacon', sampleRate: 1 },
      router,
      release: 'portal@0.1.0+abc',
      track: (vital) => tracked.push(vital),
      measure,
      win,
    });
    expect(options.LCP).toEqual({ reportSoftNavs: true });
    reporters.TTFB!(metric('TTFB', 123.456));
    reporters.LCP!(metric('LCP', 1834.04));
    router.go('/aboutus', '/aboutus');
    reporters.CLS!(metric('CLS', 0.123456));
    reporters.LCP!(
      metric('LCP', 640, {
        id: 'v6-LCP-soft',
        navigationType: 'soft-navigation',
        navigationURL: `${window.location.origin}/#/aboutus`,
      }),
    );
    reporters.INP!(
      metric('INP', 48, {
        navigationType: 'soft-navigation',
        navigationURL: `${window.location.origin}/#/index?x=1`,
      }),
    );
    // A route change's TTFB (always 0) says nothing: not sent.
    reporters.TTFB!(
      metric('TTFB', 0, {
        navigationType: 'soft-navigation',
        navigationURL: `${window.location.origin}/#/aboutus`,
      }),
    );
    expect(tracked.map(({ name, value, route }) => [name, value, route])).toEqual([
      ['TTFB', 123.5, '/myconsultation/myfeedbackdetail'],
      ['LCP', 1834, '/myconsultation/myfeedbackdetail'],
      ['CLS', 0.1235, '/myconsultation/myfeedbackdetail'],
      ['LCP', 640, '/aboutus'],
      ['INP', 48, '/index'],
    ]);
    expect(sendBeacon).not.toHaveBeenCalled();

    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe('/api/beacon');
    expect(JSON.parse(body)).toEqual({
      type: 'vitals',
      release: 'portal@0.1.0+abc',
      vitals: [
        {
          name: 'TTFB',
          value: 123.5,
          rating: 'good',
          route: '/myconsultation/myfeedbackdetail',
          id: 'v6-TTFB',
          navigationType: 'navigate',
        },
        {
          name: 'LCP',
          value: 1834,
          rating: 'good',
          route: '/myconsultation/myfeedbackdetail',
          id: 'v6-LCP',
          navigationType: 'navigate',
        },
        {
          name: 'CLS',
          value: 0.1235,
          rating: 'good',
          route: '/myconsultation/myfeedbackdetail',
          id: 'v6-CLS',
          navigationType: 'navigate',
        },
        {
          name: 'LCP',
          value: 640,
          rating: 'good',
          route: '/aboutus',
          id: 'v6-LCP-soft',
          navigationType: 'soft-navigation',
        },
        {
          name: 'INP',
          value: 48,
          rating: 'good',
          route: '/index',
          id: 'v6-INP',
          navigationType: 'soft-navigation',
        },
      ],
    });
    // Nothing new: nothing sent again.
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('without a beacon URL the figures go to the provider only', () => {
    const { win, sendBeacon, hide } = fakeWindow();
    const { reporters, measure } = fakeMeasure();
    const tracked: VitalEvent[] = [];
    startVitals({
      settings: { sampleRate: 1 },
      router: fakeRouter('/index', '/index'),
      release: 'r',
      track: (vital) => tracked.push(vital),
      measure,
      win,
    });
    reporters.LCP!(metric('LCP', 900));
    hide();
    expect(tracked).toHaveLength(1);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
