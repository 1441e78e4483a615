// The inline script of the built index.html (vite.prerender.ts builds it into one IIFE, with the
// page's CSP nonce): before the first paint, shows the pre-rendered page that matches the address,
// or nothing (decision 0055). src/main.tsx hydrates what it shows.
import { applyWindowsZoom } from '../app/platform';
import { TOKEN_COOKIE } from '../session/cookieNames';
import { choosePrerender, startLanguage } from './choose';

/** The app's entry module: the build writes it on this script element (vite.prerender.ts). */
const ENTRY = (document.currentScript as HTMLScriptElement).dataset.entry!;

function localSettings(): string | null {
  try {
    return window.localStorage.getItem('cp-settings');
  } catch {
    return null;
  }
}

/**
 * The Trusted Types policy of this script (the CSP's `trusted-types cp-prerender`, decision 0058):
 * it turns only the build's own pre-rendered markup and styles, read from this document, into HTML.
 */
const policy = (
  window as {
    trustedTypes?: {
      createPolicy(
        name: string,
        rules: { createHTML: (input: string) => string },
      ): {
        createHTML(input: string): string;
      };
    };
  }
).trustedTypes?.createPolicy('cp-prerender', { createHTML: (input) => input });
const html = (markup: string) => (policy ? policy.createHTML(markup) : markup);

const input = {
  hash: window.location.hash,
  search: window.location.search,
  cookie: document.cookie,
  languages: navigator.languages ?? [],
  settings: localSettings(),
  tokenCookie: TOKEN_COOKIE,
  year: new Date().getFullYear(),
  pageYear: (id: string) => {
    const year = document.getElementById(id)?.dataset.year;
    return year ? Number(year) : undefined;
  },
};
// The document's language before anything is painted: the start screen, parsed after this script,
// shows its text in it (vite.startupText.ts), and a pre-rendered page is chosen in it.
document.documentElement.lang = startLanguage(input);
const root = document.getElementById('root');
const choice = root ? choosePrerender(input) : undefined;
if (root && choice) {
  // The pages and their styles are kept as text (vite.prerender.ts): only the one shown is parsed.
  const page = document.getElementById(choice.id)!;
  const styles = document.getElementById(page.dataset.styles ?? '');
  if (choice.replaceHash) window.history.replaceState(window.history.state, '', choice.replaceHash);
  // Each <style> in it carries the page's CSP nonce; styled-components rehydrates its own.
  if (styles) document.head.insertAdjacentHTML('beforeend', html(styles.textContent ?? ''));
  const template = document.createElement('template');
  template.innerHTML = html(page.textContent ?? '');
  // Inline styles come as data-cp-style (vite.prerender.ts): set through the CSSOM, which the strict
  // style-src allows, where a style attribute in the HTML would be blocked.
  template.content.querySelectorAll<HTMLElement>('[data-cp-style]').forEach((element) => {
    element.style.cssText = element.dataset.cpStyle ?? '';
    element.removeAttribute('data-cp-style');
  });
  root.replaceChildren(template.content);
  root.dataset.prerendered = `${choice.route} ${choice.language}`;
  // Seen but not usable until main.tsx has hydrated it: the sign-in form's fields would lose what
  // was typed, and its button would submit natively. Inert for people, disabled for tools.
  root.setAttribute('inert', '');
  root.setAttribute('aria-disabled', 'true');
  if (page.dataset.title) document.title = page.dataset.title;
  // As main.tsx does at start, so the page is not laid out twice on Windows.
  applyWindowsZoom();
  // The start-up overlay comes after this script in the page; index.html's style hides it.
  document.documentElement.setAttribute('data-prerendered', '');
}

// The app's entry is requested after the pre-rendered page's first paint (at the latest 300 ms after
// this script), so it never holds that paint up; with nothing shown, at once (decision 0055: /index
// LCP 0.87 s against 2.24 s with the entry in the HTML). What it imports, the browser fetches as it
// reads it (no modulepreload links, decision 0080).
const startApp = () => {
  const run = () => void import(/* @vite-ignore */ ENTRY);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
};
if (choice && document.visibilityState === 'visible') {
  let started = false;
  const once = () => {
    if (!started) {
      started = true;
      startApp();
    }
  };
  try {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 300);
} else startApp();
