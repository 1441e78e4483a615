// Page views for a third-party analytics script (docs/decisions/0032-analytics-queue.md). Loaded by
// main.tsx only when VITE_ANALYTICS_URL and VITE_ANALYTICS_SITE_ID are set at build time; otherwise
// the bundler drops the import and none of this is shipped.

/** What each page view pushes onto the queue. */
export interface PageView {
  type: 'pageview';
  siteId: string;
  /** The hash router's path, e.g. '/index' (no query: it may hold a redirect or a code). */
  path: string;
  /** The interface language when the page was shown. */
  language: string;
}

/** The queue contract: anything with `push`; the script replaces the array with its own on load. */
export interface AnalyticsQueue {
  push(...views: PageView[]): unknown;
}

declare global {
  interface Window {
    /** The analytics queue (decision 0032). */
    _cpq?: AnalyticsQueue;
  }
}

export interface AnalyticsConfig {
  url: string;
  siteId: string;
}

/** The build's analytics settings, or undefined when either is missing or the URL is not https. */
export function analyticsConfig(
  url: string | undefined = import.meta.env.VITE_ANALYTICS_URL as string | undefined,
  siteId: string | undefined = import.meta.env.VITE_ANALYTICS_SITE_ID as string | undefined,
): AnalyticsConfig | undefined {
  if (!url || !siteId) return undefined;
  try {
    return new URL(url).protocol === 'https:' ? { url, siteId } : undefined;
  } catch {
    return undefined;
  }
}

/** The part of the router this needs: its current location and change notifications. */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

export interface StartAnalyticsOptions {
  router: RouterLike;
  /** The current interface language. */
  language: () => string;
  win?: Window;
}

/**
 * The configured script's address, through the Trusted Types policy `cp-analytics` where the
 * browser enforces Trusted Types (the CSP's `trusted-types`, decision 0058): it allows that one
 * address only.
 */
function scriptUrl(win: Window, url: string): string {
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

/**
 * Inserts the script once (async, when the browser is idle after the first render) and pushes a page
 * view now and on every route change. Returns a function that stops the page views.
 */
export function startAnalytics(
  config: AnalyticsConfig,
  { router, language, win = window }: StartAnalyticsOptions,
) {
  const doc = win.document;
  win._cpq ??= [] as PageView[];
  if (!doc.querySelector('script[data-cp-analytics]')) {
    const insert = () => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = scriptUrl(win, config.url);
      script.dataset.cpAnalytics = config.siteId;
      doc.head.appendChild(script);
    };
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(insert, { timeout: 2000 });
    else win.setTimeout(insert, 0);
  }
  let last: string | undefined;
  const view = (path: string) => {
    if (path === last) return;
    last = path;
    win._cpq?.push({ type: 'pageview', siteId: config.siteId, path, language: language() });
  };
  view(router.state.location.pathname);
  return router.subscribe((state) => view(state.location.pathname));
}
