// Page views for the deployment's analytics provider (docs/decisions/0090-analytics-adapters.md).
// Loaded by main.tsx only when config.json (or the build) names a provider; otherwise this module is
// never fetched. One adapter per provider: the script's address, what the page sets up before the
// script loads (each provider's own command queue), and the call a page view makes.
import type { AnalyticsProvider, AnalyticsSettings } from './runtimeConfig';

/** What a page view says: the hash route's path (never its query), and the page's title. */
export interface PageView {
  /** The route's path, e.g. '/index'. */
  path: string;
  /** A virtual address for it: the portal's origin and the route's path ('https://portal.example/index'). */
  location: string;
  /** The document's title once the page has set it. */
  title: string;
}

/** One field measurement (decision 0095): a Core Web Vital of a visit, labelled by its route pattern. */
export interface VitalEvent {
  name: 'CLS' | 'INP' | 'LCP' | 'TTFB';
  /** Milliseconds (LCP, INP, TTFB) or the layout shift score (CLS). */
  value: number;
  /** The change since this metric's last report (web-vitals `delta`; equal to `value` on its first). */
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** web-vitals' id of this metric instance (one per page load, per metric). */
  id: string;
  /** The route's pattern (`/myconsultation/myfeedbackdetail`), never the address. */
  route: string;
}

/** A figure as a whole number for providers that take integers: CLS in thousandths, the others in ms. */
export const vitalInteger = (name: VitalEvent['name'], value: number) =>
  Math.round(name === 'CLS' ? value * 1000 : value);

type Queue = { push(...items: unknown[]): unknown };

/** The globals of the three providers' scripts. */
export interface AnalyticsWindow {
  /** Baidu Tongji's command queue. */
  _hmt?: Queue;
  /** Google's tag queue (gtag pushes its `arguments` objects). */
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  /** Plausible's function; before its script loads, a stub that queues on `plausible.q`. */
  plausible?: ((event: string, options?: Record<string, unknown>) => void) & { q?: unknown[] };
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the providers' globals on window
  interface Window extends AnalyticsWindow {}
}

export interface AnalyticsAdapter {
  /** The provider's script, the one address the `cp-analytics` Trusted Types policy allows. */
  scriptUrl: string;
  /** Attributes the script tag needs (Plausible's `data-domain`). */
  attributes: Record<string, string>;
  /** Sets up the provider's queue before its script loads, so no view is lost. */
  install(win: Window): void;
  pageView(win: Window, view: PageView): void;
  /** A field measurement as the provider's own event (decision 0095). */
  vital(win: Window, vital: VitalEvent): void;
}

/** The adapter of each provider, by the settings' site id. */
export const ADAPTERS: Record<AnalyticsProvider, (siteId: string) => AnalyticsAdapter> = {
  // Baidu Tongji: its automatic page view would count the document's address only (it ignores the
  // hash), so it is switched off and every route is a virtual page view of its path.
  baidu: (siteId) => ({
    scriptUrl: `https://hm.baidu.com/hm.js?${encodeURIComponent(siteId)}`,
    attributes: {},
    install(win) {
      win._hmt ??= [];
      win._hmt.push(['_setAutoPageview', false]);
    },
    pageView(win, { path }) {
      win._hmt?.push(['_trackPageview', path]);
    },
    // An event: category, action, label, and a whole-number value.
    vital(win, { name, value, route }) {
      win._hmt?.push(['_trackEvent', 'web-vitals', name, route, vitalInteger(name, value)]);
    },
  }),
  // Google Analytics 4 through gtag.js: configured without its own page view (it would send the
  // document's address), then one page_view event per route.
  ga4: (siteId) => ({
    scriptUrl: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(siteId)}`,
    attributes: {},
    install(win) {
      const dataLayer = (win.dataLayer ??= []);
      // gtag.js reads `arguments` objects from the layer, not arrays: this is Google's own snippet.
      win.gtag ??= function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object
        dataLayer.push(arguments);
      };
      win.gtag('js', new Date());
      win.gtag('config', siteId, { send_page_view: false });
    },
    pageView(win, { path, location, title }) {
      win.gtag?.('event', 'page_view', { page_location: location, page_path: path, page_title: title });
    },
    // As web-vitals' own guide for GA4: the event named after the metric, `value` the delta (so sums
    // add up), the id to group a metric's reports; not an interaction (no effect on engagement).
    vital(win, { name, value, delta, rating, id, route }) {
      win.gtag?.('event', name, {
        value: vitalInteger(name, delta),
        metric_id: id,
        metric_value: value,
        metric_delta: delta,
        metric_rating: rating,
        page_path: route,
        non_interaction: true,
      });
    },
  }),
  // Plausible (decision 0090: no cookies, no personal data, so no consent banner): the manual script
  // sends nothing by itself; each route is `pageview` with its virtual address.
  plausible: (siteId) => ({
    scriptUrl: 'https://plausible.io/js/script.manual.js',
    attributes: { 'data-domain': siteId },
    install(win) {
      win.plausible ??= Object.assign(
        function plausible(...args: unknown[]) {
          (win.plausible!.q ??= []).push(args);
        },
        { q: [] as unknown[] },
      );
    },
    pageView(win, { location }) {
      win.plausible?.('pageview', { u: location });
    },
    // A custom event with properties (Plausible's are text, grouped by value: the rating and route).
    vital(win, { name, value, rating, route }) {
      win.plausible?.('Web Vitals', {
        u: `${win.location.origin}${route}`,
        props: { metric: name, rating, route, value: String(vitalInteger(name, value)) },
      });
    },
  }),
};

/** The part of the router this needs: its current location and matches, and change notifications. */
export interface RouterState {
  location: { pathname: string };
  matches?: readonly { route: { path?: string | undefined } }[];
}
export interface RouterLike {
  state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
}

export interface StartAnalyticsOptions {
  router: RouterLike;
  win?: Window;
  /** How long to wait for the new page's title at most (RootLayout sets it after the route renders). */
  titleWaitMs?: number;
}

/**
 * The path a view reports: the route's path, without the query (it may hold a redirect target or a
 * code). An address no route knows (the catch-all, on its way to /404) is not reported: whatever
 * was typed there could be anything.
 */
export function viewPath(state: RouterState): string | undefined {
  const last = state.matches?.[state.matches.length - 1];
  if (state.matches && (!last || last.route.path === '*')) return undefined;
  return state.location.pathname;
}

/**
 * The configured script's address, through the Trusted Types policy `cp-analytics` where the
 * browser enforces Trusted Types (the CSP's `trusted-types`, decision 0058): it allows that one
 * address only.
 */
function trustedScriptUrl(win: Window, url: string): string {
  const factory = (
    win as {
      trustedTypes?: {
        createPolicy(
          name: string,
          rules: { createScriptURL: (input: string) => string },
        ): {
          createScriptURL(input: string): string;
        };
      };
    }
  ).trustedTypes;
  if (!factory) return url;
  const policy = factory.createPolicy('cp-analytics', {
    createScriptURL: (input) => {
      if (input !== url) throw new TypeError(`cp-analytics: ${input} is not the analytics script`);
      return input;
    },
  });
  return policy.createScriptURL(url);
}

/** Runs `send` once the page's title has changed, or after `waitMs` when it does not. */
function afterTitle(win: Window, waitMs: number, send: () => void): void {
  const title = win.document.querySelector('title');
  const Observer = (win as unknown as typeof globalThis).MutationObserver;
  if (!title || typeof Observer !== 'function') {
    send();
    return;
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    win.clearTimeout(timer);
    send();
  };
  const observer = new Observer(finish);
  observer.observe(title, { childList: true, characterData: true, subtree: true });
  const timer = win.setTimeout(finish, waitMs);
}

/** The provider startAnalytics set up, and the figures that came before it (decision 0095). */
let active: { adapter: AnalyticsAdapter; win: Window } | undefined;
let waiting: VitalEvent[] = [];

/**
 * Sends a field measurement to the provider through its adapter; before startAnalytics has set the
 * provider up (both start after the first paint, in either order), it waits for it.
 */
export function trackVital(vital: VitalEvent): void {
  if (active) active.adapter.vital(active.win, vital);
  else waiting.push(vital);
}

/**
 * Sets up the provider, inserts its script once (async, when the browser is idle after the first
 * render) and sends a page view now and on every change of route path. Returns a function that stops
 * the page views.
 */
export function startAnalytics(
  settings: AnalyticsSettings,
  { router, win = window, titleWaitMs = 1000 }: StartAnalyticsOptions,
): () => void {
  const adapter = ADAPTERS[settings.provider](settings.siteId);
  const doc = win.document;
  if (!doc.querySelector('script[data-cp-analytics]')) {
    adapter.install(win);
    const insert = () => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = trustedScriptUrl(win, adapter.scriptUrl);
      script.dataset.cpAnalytics = settings.provider;
      for (const [name, value] of Object.entries(adapter.attributes)) script.setAttribute(name, value);
      doc.head.appendChild(script);
    };
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(insert, { timeout: 2000 });
    else win.setTimeout(insert, 0);
  }
  let last: string | undefined;
  const view = (state: RouterState) => {
    const path = viewPath(state);
    if (path === undefined || path === last) return;
    last = path;
    const location = `${win.location.origin}${path}`;
    // The first view: the page is on screen with its title. A change: RootLayout sets the new title
    // after the route renders, so the view waits for it.
    const send = () => adapter.pageView(win, { path, location, title: doc.title });
    if (state === first) send();
    else afterTitle(win, titleWaitMs, send);
  };
  const first = router.state;
  view(first);
  active = { adapter, win };
  for (const vital of waiting) adapter.vital(win, vital);
  waiting = [];
  return router.subscribe(view);
}
