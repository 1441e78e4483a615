// First: switches zod to parsing without eval before any schema exists (strict CSP).
import './app/zodJitless';
import { createRoot } from 'react-dom/client';
import { createI18n } from '@chainportal/ui';
import { App } from './app/App';
import { collectErrors } from './app/errorLog';
import { router, setI18nInstance } from './app/instance';
import { applyWindowsZoom, hideStartupOverlay, shareCspNonce } from './app/platform';
import { detectLanguage, languageFromAddress } from './i18n/detectLanguage';
import { START_NAMESPACES } from './i18n/namespaces';
import { getLanguageCookie, setLanguageCookie } from './session/cookies';
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
      if (config) startAnalytics(config, { router, language: () => i18n.language });
    });
  }
}

async function start(): Promise<void> {
  shareCspNonce();
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
  const [i18n] = await Promise.all([createI18n({ lng: language, ns: START_NAMESPACES }), startDemoBackend()]);
  setI18nInstance(i18n);
  watchWallet();
  createRoot(document.getElementById('root')!).render(<App i18n={i18n} />);
  hideStartupOverlay();
  startAnalyticsIfConfigured(i18n);
}

void start();
