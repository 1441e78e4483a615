// The portal's start-up, in order (docs/architecture.md, "Start-up"):
// 1. zod without eval (strict CSP), the nonce for run-time styles, Trusted Types' default policy,
//    the error log, the language;
// 2. the router is made: it matches the address and starts loading that route's code;
// 3. signed in, the console's code, translations and user info (and on the home page its data) are
//    fetched at once, beside it;
// 4. i18next and (without an API) the demo backend start; then one render: `hydrateRoot` over the
//    page the build pre-rendered and index.html's inline script showed (decision 0055), else
//    `createRoot`.
import './app/zodJitless';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createI18n } from '@chainportal/ui';
import { App } from './app/App';
import { collectErrors } from './app/errorLog';
import { client, createRouter, setI18nInstance } from './app/instance';
import { applyWindowsZoom, hideStartupOverlay, shareCspNonce } from './app/platform';
import { installDefaultPolicy } from './app/trustedTypes';
import { detectLanguage, languageFromAddress } from './i18n/detectLanguage';
import { CONSOLE_NAMESPACES, START_NAMESPACES } from './i18n/namespaces';
import { HOME_PATH, isPublicPath } from './routes/publicRoutes';
import { getLanguageCookie, getToken, setLanguageCookie } from './session/cookies';
import { loadUserInfo } from './session/store';

/**
 * Demo mode: the mock backend in the browser. The condition reads the build-time constant directly,
 * so with an API configured the bundler drops the import and emits no mock chunk (decision 0008).
 */
async function startDemoBackend(): Promise<void> {
  if (!import.meta.env.VITE_API_BASE_URL) {
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

async function start(): Promise<void> {
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

  const router = createRouter();
  const path = router.state.location.pathname;
  const signedIn = Boolean(getToken());
  const inConsole = signedIn && !isPublicPath(path);
  // On a console address its translations come with the first ones, in the same requests' time.
  const i18n = createI18n({
    lng: language,
    ns: inConsole ? [...START_NAMESPACES, ...CONSOLE_NAMESPACES] : START_NAMESPACES,
  });
  const backend = startDemoBackend();
  // Signed in: the console is likely next. Its route table, frame, translations and the user info
  // load together with the first route, not one after another (docs/performance.md).
  let userInfo: Promise<unknown> = Promise.resolve();
  if (signedIn) {
    void import('./app/consoleRouteObjects');
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
      void Promise.all([import('./pages/console/home/homeQueries'), backend]).then(([home]) =>
        home.prefetchHome(client),
      );
    }
  }
  const [instance] = await Promise.all([i18n, backend]);
  setI18nInstance(instance);
  // A browser wallet's account or chain change reloads the page (docs/product.md#session).
  void import('./session/wallet').then(({ watchWallet }) => watchWallet());

  const root = document.getElementById('root')!;
  const shown = root.dataset.prerendered;
  await Promise.all([routerReady(router), userInfo]);
  // The page the inline script showed is hydrated only if it is what the app renders first.
  const { location, errors } = router.state;
  if (shown && shown === `${location.pathname} ${language}` && !errors && !getToken()) {
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
  startAnalyticsIfConfigured(instance);
}

void start();
