// The inline script of the built index.html (vite.prerender.ts builds it into one IIFE, with the
// page's CSP nonce): before the first paint, shows the pre-rendered page that matches the address,
// or nothing (decision 0043). src/main.tsx hydrates what it shows.
import { nextTask } from '../app/nextTask';
import { applyWindowsZoom } from '../app/platform';
import { choosePrerender } from './choose';

declare const __TOKEN_COOKIE__: string;
/** The app's entry module (the build moves it here from its `<script type="module">`). */
declare const __APP_ENTRY__: string;
/** The entry's static imports (the build moves them here from their `<link rel="modulepreload">`s). */
declare const __APP_PRELOADS__: string[];
/**
 * The framework chunk among those, or '' (vite.prerender.ts). It is what the entry runs first anyway
 * (vite.config.ts: zod's no-eval switch is in it); evaluated in a task before the rest of the entry's
 * modules, the evaluation of the app's code is two tasks instead of one long one
 * (docs/performance.md).
 */
declare const __APP_FIRST__: string;
/** Each pre-rendered route's page chunks that are not among those (vite.prerender.ts). */
declare const __ROUTE_PRELOADS__: Record<string, string[]>;

function localSettings(): string | null {
  try {
    return window.localStorage.getItem('cp-settings');
  } catch {
    return null;
  }
}

const root = document.getElementById('root');
const choice = root
  ? choosePrerender({
      hash: window.location.hash,
      search: window.location.search,
      cookie: document.cookie,
      languages: navigator.languages ?? [],
      settings: localSettings(),
      tokenCookie: __TOKEN_COOKIE__,
      year: new Date().getFullYear(),
      pageYear: (id) => {
        const year = document.getElementById(id)?.dataset.year;
        return year ? Number(year) : undefined;
      },
    })
  : undefined;
if (root && choice) {
  // The pages and their styles are kept as text (vite.prerender.ts): only the one shown is parsed.
  const page = document.getElementById(choice.id)!;
  const styles = document.getElementById(page.dataset.styles ?? '');
  if (choice.replaceHash) window.history.replaceState(window.history.state, '', choice.replaceHash);
  // Each <style> in it carries the page's CSP nonce.
  if (styles) document.head.insertAdjacentHTML('beforeend', styles.textContent ?? '');
  const template = document.createElement('template');
  template.innerHTML = page.textContent ?? '';
  const content = template.content;
  // Inline styles come as data-cp-style (vite.prerender.ts): set through the CSSOM, which the strict
  // style-src allows, where a style attribute in the HTML would be blocked.
  content.querySelectorAll<HTMLElement>('[data-cp-style]').forEach((element) => {
    element.style.cssText = element.dataset.cpStyle ?? '';
    element.removeAttribute('data-cp-style');
  });
  root.replaceChildren(content);
  root.dataset.prerendered = `${choice.route} ${choice.language}`;
  // Seen but not usable until main.tsx hydrates it: the sign-in form's fields would lose what was
  // typed, and its button would submit natively. Inert for people, disabled for tools.
  root.setAttribute('inert', '');
  root.setAttribute('aria-disabled', 'true');
  document.documentElement.lang = choice.language;
  if (page.dataset.title) document.title = page.dataset.title;
  // As main.tsx does at start, so the page is not laid out twice on Windows.
  applyWindowsZoom();
  // The start-up overlay comes after this script in the page; index.html's style hides it.
  document.documentElement.setAttribute('data-prerendered', '');
}

// The app's scripts are requested after the pre-rendered page has been painted once, so they never
// hold up that paint; with nothing shown they are requested at once. Same origin, so the policy's
// 'self' allows them. The entry runs once the page is parsed, as the module script it was did
// (main.tsx looks for the start-up overlay, which comes after this script).
/** At the latest this long after the chooser ran, the app starts even if no paint was reported. */
const PAINT_WAIT_MS = 300;

/**
 * Links appended per task: starting a request costs the main thread 2 to 3 ms here, and four at
 * once made tasks of 10 to 18 ms, long ones under Lighthouse's fourfold slowdown
 * (docs/performance.md). The tasks follow each other through a message channel, which, unlike
 * chained timers, the browser does not hold back to 4 ms apart.
 */
const LINKS_PER_TASK = 2;
const preload = (hrefs: string[]) => {
  const queue = [...hrefs];
  const channel = new MessageChannel();
  const next = () => {
    for (const href of queue.splice(0, LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (queue.length > 0) channel.port2.postMessage(null);
    else channel.port1.close();
  };
  channel.port1.onmessage = next;
  next();
};

const startApp = () => {
  // With the page's own chunks: they load beside the entry instead of after it has run, and Vite's
  // preload helper, which the router calls for the page, finds them already requested.
  preload([...__APP_PRELOADS__, ...((choice && __ROUTE_PRELOADS__[choice.route]) ?? [])]);
  const entry = () => import(/* @vite-ignore */ __APP_ENTRY__);
  const run = () =>
    void (__APP_FIRST__
      ? import(/* @vite-ignore */ __APP_FIRST__)
          // If it fails, the entry's own import reports it.
          .catch(() => undefined)
          .then(nextTask)
          .then(entry)
      : entry());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run, { once: true });
  else run();
};
/**
 * Calls `start` once the browser reports the pre-rendered page's first contentful paint (a frame
 * callback alone runs before that paint is presented, so requests made then can still precede it),
 * or after `PAINT_WAIT_MS` if it reports none.
 */
const afterFirstPaint = (start: () => void) => {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  try {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the next frame's end is the best guess.
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, PAINT_WAIT_MS);
};
if (choice && document.visibilityState === 'visible') afterFirstPaint(startApp);
else startApp();
