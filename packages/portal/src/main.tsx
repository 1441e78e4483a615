// The portal's start-up, in order (docs/architecture.md, "Start-up"):
// 1. the deployment's config.json is asked for (decision 0089); zod without eval (strict CSP), the
//    nonce for run-time styles, Trusted Types' default policy, the error log, the language;
// 2. the router is made, in a task of its own (decision 0109: the start-up yields before and after
//    it): it matches the address and starts loading that route's code;
// 3. signed in, the console's code, translations and user info (and on the home page its data) are
//    fetched at once, beside it;
// 4. i18next and (without an API) the demo backend start; then one render: `hydrateRoot` over the
//    page the build pre-rendered and index.html's inline script showed (decision 0055), else
//    `createRoot`;
// 5. after it, what config.json asks for: analytics, field measurements, error reports.
import './app/zodJitless';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n } from '@chainportal/ui';
import { App } from './app/App';
import { collectErrors } from './app/errorLog';
import { client, createRouter, setI18nInstance } from './app/instance';
import { applyWindowsZoom, hideStartupOverlay, shareCspNonce } from './app/platform';
import {
  loadRuntimeConfig,
  prerenderMatches,
  runtimeConfig,
  type RuntimeConfigLoad,
} from './app/runtimeConfig';
import { installDefaultPolicy } from './app/trustedTypes';
import { detectLanguage, languageFromAddress } from './i18n/detectLanguage';
import { CONSOLE_NAMESPACES, START_NAMESPACES } from './i18n/namespaces';
import { HOME_PATH } from './routes/paths';
import { routePattern } from './routes/routePattern';
import { isPublicPath } from './routes/publicRoutes';
import { getLanguageCookie, getToken, setLanguageCookie } from './session/cookies';
import { loadUserInfo } from './session/store';

/**
 * Demo mode: the mock backend in the browser, when neither the build nor config.json names an API.
 * The first condition reads the build-time constant directly, so a build made with an API drops the
 * import and emits no mock chunk (decision 0008); a build without one fetches the mock only when the
 * deployment's file names no API either (decision 0089).
 */
async function startDemoBackend(): Promise<void> {
  if (!import.meta.env.VITE_API_BASE_URL && runtimeConfig().apiBaseUrl === '') {
    // The chains' config comes with the mock: importing the api's chain list here would put zod
    // into every page's entry.
    const [{ startMockWorker }, { chainRpcUrls }, { walletNetwork }] = await Promise.all([
      import('@chainportal/api/mocks/browser'),
      import('./chains/config'),
      import('./wallet/config'),
    ]);
    // The demo backend deploys and registers contracts on the chains the build names (decision 0075).
    await startMockWorker({
      serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js`,
      chainRpcUrls: chainRpcUrls(),
      chainsNetwork: walletNetwork(),
    });
  }
}

/**
 * Page views for the configured analytics provider (decision 0090): its adapter's code is fetched
 * only when the deployment names one.
 */
function startAnalyticsIfConfigured(): void {
  const settings = runtimeConfig().analytics;
  if (settings) {
    void import('./app/analytics').then(({ startAnalytics }) => {
      startAnalytics(settings, { router: createRouter() });
    });
  }
}

/**
 * Field measurements and error reports (decisions 0095, 0096) when config.json asks for them: their
 * code comes when the browser is idle after the first paint. A visit outside `vitals.sampleRate` is
 * not measured (web-vitals is not even fetched); errors are all reported.
 */
function startFieldReportsIfConfigured(router: ReturnType<typeof createRouter>): void {
  const { vitals, sentry } = runtimeConfig();
  const measured = vitals !== null && Math.random() < vitals.sampleRate;
  if (!measured && !sentry && !vitals?.beaconUrl) return;
  // The page load's figures carry the route it rendered first, whatever the visitor does before idle.
  const landing = routePattern(router.state.matches);
  const start = () =>
    void import('./app/fieldReports').then((field) =>
      field.startFieldReports({ router, measured, landing, token: getToken }),
    );
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
  else setTimeout(start, 0);
}

/** The deployment's config.json is malformed: say so, and start nothing else (decision 0089). */
async function showConfigProblem(
  root: HTMLElement,
  i18n: Parameters<typeof App>[0]['i18n'],
  problem: string,
) {
  const { ConfigProblem } = await import('./app/ConfigProblem');
  delete root.dataset.prerendered;
  root.removeAttribute('inert');
  root.removeAttribute('aria-disabled');
  createRoot(root).render(<ConfigProblem i18n={i18n} problem={problem} />);
  hideStartupOverlay();
}

/** Resolves once the router has the first route's code and translations. */
function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Makes the pre-rendered page usable once hydrated (index.html's inline script made it inert). */
function Unlock({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.removeAttribute('inert');
    root.removeAttribute('aria-disabled');
  }, [root]);
  return null;
}

/**
 * Ends the current task and goes on in a new one (first in line where the browser has
 * `scheduler.yield`), so that input and paint can come between the start-up's steps (decision 0109).
 */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // The deployment's settings, first: beside the first route's code, not before it.
  const config = loadRuntimeConfig();
  const root = document.getElementById('root')!;
  // Under a pre-rendered page already on screen (index.html's inline script showed it), the steps
  // of this start-up are tasks of their own, the router's making (the longest) alone in one, so
  // that the browser can paint and answer events between them (decision 0109 measured the gain).
  // With nothing on screen yet, the start-up is what the user waits for: it runs straight through.
  const nextStep = root.dataset.prerendered ? yieldToMain : () => Promise.resolve();
  // The entry's modules were evaluated in this task.
  await nextStep();
  shareCspNonce();
  installDefaultPolicy();
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

  await nextStep();
  const router = createRouter();
  await nextStep();
  const path = router.state.location.pathname;
  const signedIn = Boolean(getToken());
  const inConsole = signedIn && !isPublicPath(path);
  // On a console address its translations come with the first ones, in the same requests' time.
  const i18n = createI18n({
    lng: language,
    ns: inConsole ? [...START_NAMESPACES, ...CONSOLE_NAMESPACES] : START_NAMESPACES,
  });
  // The demo backend (without an API) once the settings are known; nothing more with a bad file.
  const ready: Promise<RuntimeConfigLoad> = config.then(async (loaded) => {
    if (loaded.ok) await startDemoBackend();
    return loaded;
  });
  const backend = ready.then((loaded) => {
    if (!loaded.ok) throw new Error(loaded.problem);
  });
  backend.catch(() => undefined);
  // Signed in: the console is likely next. Its route table, frame, translations and the user info
  // load together with the first route, not one after another (docs/performance.md).
  let userInfo: Promise<unknown> = Promise.resolve();
  if (signedIn) {
    void import('./routes/consoleRouteObjects');
    void import('./session/sessionCalls');
    void import('./frame/ConsoleFrame');
    if (!inConsole) void i18n.then((instance) => instance.loadNamespaces(CONSOLE_NAMESPACES));
  }
  if (inConsole) {
    // The guard waits for the same answer before it shows a page; on a failure it asks again and
    // says why.
    userInfo = backend.then(() => loadUserInfo(client)).catch(() => undefined);
    // The home page's code and reads too (pages/console/home/homeQueries.ts), beside the rest.
    if (path.toLowerCase() === HOME_PATH.toLowerCase()) {
      void import('./pages/console/home/HomePage');
      void Promise.all([import('./pages/console/home/homeQueries'), backend]).then(
        ([home]) => home.prefetchHome(client),
        () => undefined,
      );
    }
  }
  const [instance, loaded] = await Promise.all([i18n, ready]);
  setI18nInstance(instance);
  if (!loaded.ok) {
    await showConfigProblem(root, instance, loaded.problem);
    return;
  }
  // A browser wallet's account or chain change reloads the page (docs/product.md#session).
  void import('./session/wallet').then(({ watchWallet }) => watchWallet());

  const shown = root.dataset.prerendered;
  await Promise.all([routerReady(router), userInfo]);
  // The page the inline script showed is hydrated only if it is what the app renders first (and the
  // deployment's settings did not change what it shows: the demo hint, the node sign-in).
  const { location, errors } = router.state;
  if (shown && shown === `${location.pathname} ${language}` && !errors && !getToken() && prerenderMatches()) {
    startTransition(() => {
      hydrateRoot(
        root,
        <>
          <App i18n={instance} />
          <Unlock root={root} />
        </>,
      );
    });
  } else {
    delete root.dataset.prerendered;
    root.removeAttribute('inert');
    root.removeAttribute('aria-disabled');
    // A transition: React renders the console's first screen in slices of a few milliseconds,
    // so input is never kept waiting behind one long task (decision 0055).
    const app = createRoot(root);
    startTransition(() => app.render(<App i18n={instance} />));
  }
  hideStartupOverlay();
  startAnalyticsIfConfigured();
  startFieldReportsIfConfigured(router);
}

void start();
