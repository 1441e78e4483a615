// Field measurements (decision 0095): LCP, INP, CLS and TTFB of real visits, measured by the
// `web-vitals` package, each labelled by its route's pattern (routePattern.ts) and sent to the
// analytics provider (its adapter, analytics.ts) and to the deployment's beacon. main.tsx loads this
// chunk after the first paint, for the share of visits config.json's `vitals.sampleRate` picks: the
// browser keeps the entries web-vitals reads (buffered), so nothing before it is lost.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { RouteObject } from 'react-router-dom';
import type { VitalEvent } from './analytics';
import { sendBeacon } from './beacon';
import { hashPath, patternOf, routePattern, type MatchLike } from '../routes/routePattern';
import type { VitalsSettings } from './runtimeConfig';

/** The part of the router this needs. */
export interface VitalsRouter {
  readonly routes: RouteObject[];
  state: { location: { pathname: string }; matches: readonly MatchLike[] };
  subscribe(listener: (state: VitalsRouter['state']) => void): () => void;
}

/** One figure as the beacon carries it (packages/api/src/mocks/beacon.ts reads it). */
export interface VitalRecord {
  name: VitalEvent['name'];
  value: number;
  rating: VitalEvent['rating'];
  route: string;
  id: string;
  /** `navigate`, `reload`, `back-forward`, …, or `soft-navigation` for a route change measured on its own. */
  navigationType: string;
}

/** What the beacon receives: the figures of one page since the last send. */
export interface VitalsBeacon {
  type: 'vitals';
  release: string;
  vitals: VitalRecord[];
}

export interface StartVitalsOptions {
  settings: VitalsSettings;
  router: VitalsRouter;
  /** The build's version (the beacon's `release`). */
  release: string;
  /** Sends one figure to the analytics provider (analytics.ts `trackVital`); none without a provider. */
  track?: ((vital: VitalEvent) => void) | undefined;
  win?: Window;
  /** web-vitals' callbacks (tests pass their own). */
  measure?: Record<
    'onCLS' | 'onINP' | 'onLCP' | 'onTTFB',
    (report: (metric: Metric) => void, options?: object) => void
  >;
}

/** Milliseconds to the tenth, CLS to four decimals: what a p75 needs, and no more. */
const rounded = (name: Metric['name'], value: number) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value * 10) / 10;

/**
 * Starts measuring. The label of a figure is the pattern of the route it measures: the route this
 * page showed when measuring started for the page load's own figures, and, where the browser
 * measures soft navigations (Chromium 151 and later; `reportSoftNavs`), the route a route change led
 * to for that change's figures (their `navigationURL`). Elsewhere CLS and INP cover the whole visit
 * and carry the route it started on. Figures go to the provider at once, and to the beacon in one
 * batch when the page is hidden or left (and every 10 figures). Returns a function that sends what
 * is waiting.
 */
export function startVitals({
  settings,
  router,
  release,
  track,
  win = window,
  measure = { onCLS, onINP, onLCP, onTTFB },
}: StartVitalsOptions): () => void {
  const landing = routePattern(router.state.matches);
  // The pattern of each path this page has shown (a soft navigation's figures come after it).
  const patterns = new Map([[router.state.location.pathname, landing]]);
  router.subscribe((state) => patterns.set(state.location.pathname, routePattern(state.matches)));
  const routeOf = (metric: Metric): string => {
    if (metric.navigationType !== 'soft-navigation' || !metric.navigationURL) return landing;
    return patterns.get(hashPath(metric.navigationURL)) ?? patternOf(router.routes, metric.navigationURL);
  };

  let queue: VitalRecord[] = [];
  const flush = () => {
    if (queue.length === 0 || !settings.beaconUrl) return;
    const body: VitalsBeacon = { type: 'vitals', release, vitals: queue };
    queue = [];
    sendBeacon(settings.beaconUrl, body, win);
  };
  const report = (metric: Metric) => {
    // A route change has no response of its own: web-vitals reports its TTFB as 0, which says nothing.
    if (metric.name === 'FCP' || (metric.name === 'TTFB' && metric.navigationType === 'soft-navigation'))
      return;
    const route = routeOf(metric);
    const value = rounded(metric.name, metric.value);
    track?.({
      name: metric.name,
      value,
      delta: rounded(metric.name, metric.delta),
      rating: metric.rating,
      id: metric.id,
      route,
    });
    if (!settings.beaconUrl) return;
    queue.push({
      name: metric.name,
      value,
      rating: metric.rating,
      route,
      id: metric.id,
      navigationType: metric.navigationType,
    });
    if (queue.length >= 10) flush();
  };
  const options = { reportSoftNavs: true };
  measure.onTTFB(report, options);
  measure.onLCP(report, options);
  measure.onCLS(report, options);
  measure.onINP(report, options);
  // web-vitals reports CLS, INP and LCP when the page is hidden; its listeners run before this one,
  // which was added after them.
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  return flush;
}
