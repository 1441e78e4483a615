import { createRoot } from 'react-dom/client';
import { createI18n } from '@chainportal/ui';
import { App } from './app/App';
import { collectErrors } from './app/errorLog';
import { setI18nInstance } from './app/instance';
import { applyWindowsZoom, hideStartupOverlay } from './app/platform';
import { detectLanguage, languageFromAddress } from './i18n/detectLanguage';
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

async function start(): Promise<void> {
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
  const [i18n] = await Promise.all([createI18n({ lng: language }), startDemoBackend()]);
  setI18nInstance(i18n);
  watchWallet();
  createRoot(document.getElementById('root')!).render(<App i18n={i18n} />);
  hideStartupOverlay();
}

void start();
