// First: switches zod to parsing without eval before any schema exists (strict CSP).
import './app/zodJitless';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n } from '@chainportal/ui';
import { App } from './app/App';
import { collectErrors } from './app/errorLog';
import { createRouter, createRouterInSteps, setI18nInstance } from './app/instance';
import { nextTask } from './app/nextTask';
import { applyWindowsZoom, hideStartupOverlay, shareCspNonce } from './app/platform';
import { detectLanguage, languageFromAddress } from './i18n/detectLanguage';
import { START_NAMESPACES } from './i18n/namespaces';
import { adoptPrerenderedStyles } from './prerender/adoptStyles';
import { setHydrating, whenHydrated } from './prerender/HydrateLater';
import { getLanguageCookie, getToken, setLanguageCookie } from './session/cookies';
import { watchWallet } from './session/wallet';

/**
 * Demo mode: the mock backend in the browser. The condition reads the build-time constant directly,
 * so with an API configured the bundler drops the import and emits no mock chunk (decision 0008).
 */
async function startDemoBackend(): Promise<void> {
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockWorker } = await import('@chainportal/api/mocks/browser');
    await startMockWorker({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
  }
}

/**
 * Page views for the analytics script configured at build time (decision 0032). The condition reads
 * the build-time constants directly, so without them the module is not even emitted.
 */
function startAnalyticsIfConfigured(i18n: { language: string }): void {
  if (import.meta.env.VITE_ANALYTICS_URL && import.meta.env.VITE_ANALYTICS_SITE_ID) {
    void import('./app/analytics').then(({ analyticsConfig, startAnalytics }) => {
      const config = analyticsConfig();
      if (config) startAnalytics(config, { router: createRouter(), language: () => i18n.language });
    });
  }
}

/** Resolves once the router has the first route's code and translations (its lazy routes). */
function routerReady(): Promise<void> {
  const router = createRouter();
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}

/**
 * Whether the page the inline chooser showed (`data-prerendered="<route> <language>"`, src/prerender/
 * chooser.ts) is exactly what the app renders first: same route, language and session (decision 0043).
 */
async function canHydrate(root: HTMLElement, language: string): Promise<boolean> {
  const shown = root.dataset.prerendered;
  if (!shown) return false;
  await routerReady();
  const { location, errors } = createRouter().state;
  return shown === `${location.pathname} ${language}` && !errors && !getToken();
}

/**
 * Makes the page usable once it is hydrated: its first render committed, then the parts left for
 * later (prerender/HydrateLater.tsx), which take their turns from here. The inline chooser made
 * the pre-rendered markup inert until then (src/prerender/chooser.ts). No element of its own, so
 * the hydrated tree is the pre-render's.
 */
function Unlock({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useEffect(() => {
    setHydrating(false);
    void whenHydrated().then(() => {
      root.removeAttribute('inert');
      root.removeAttribute('aria-disabled');
    });
  }, [root]);
  return children;
}

async function start(): Promise<void> {
  // Signed in: the console's routes are likely next (app/consoleRouteObjects.tsx), fetch them now.
  if (getToken()) void import('./app/consoleRouteObjects');
  shareCspNonce();
  adoptPrerenderedStyles();
  collectErrors();
  applyWindowsZoom();
  const language = detectLanguage({
    search: window.location.search,
    hash: window.location.hash,
    cookie: getLanguageCookie(),
    browser: navigator.languages,
  });
  if (languageFromAddress(window.location.search, window.location.hash)) setLanguageCookie(language);
  document.documentElement.lang = language;
  // Start-up runs in several tasks rather than one (docs/performance.md, "Start-up in short tasks"):
  // loading the app's modules; starting i18next; making the router (three steps, the last starts
  // loading the route); hydrating.
  await nextTask();
  const ready = Promise.all([createI18n({ lng: language, ns: START_NAMESPACES }), startDemoBackend()]);
  await nextTask();
  await createRouterInSteps();
  const [i18n] = await ready;
  setI18nInstance(i18n);
  watchWallet();
  const root = document.getElementById('root')!;
  // A pre-rendered page is hydrated; otherwise (or if the visitor left it meanwhile) the app renders
  // over whatever is there.
  const app = (
    <Unlock root={root}>
      <App i18n={i18n} />
    </Unlock>
  );
  // In a task of its own, and only if the address is still the pre-rendered page's.
  const hydrate = (await canHydrate(root, language)) && (await nextTask(), await canHydrate(root, language));
  if (hydrate) {
    // Under React a transition hydrates in short slices; preact/compat (the build, decision 0044)
    // hydrates at once, so the parts of a page not needed first wait for tasks of their own
    // (prerender/HydrateLater.tsx). The page is already shown and stays inert until hydrated.
    setHydrating(true);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    delete root.dataset.prerendered;
    createRoot(root).render(app);
  }
  hideStartupOverlay();
  startAnalyticsIfConfigured(i18n);
}

void start();
