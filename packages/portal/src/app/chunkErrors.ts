/**
 * Code that cannot be loaded (decision 0053): a deploy replaced the hashed files the open page still
 * asks for, or the connection dropped. The first such failure on an address reloads the page once by
 * itself (the new index.html names the new files); a second one within RELOAD_WINDOW_MS shows the
 * in-frame error screen (pages/errors/RouteError.tsx) instead of reloading again and again.
 */

import { logError } from './errorLog';

const RELOAD_KEY = 'cp-chunk-reload';
/** One automatic reload per address in this time. */
export const RELOAD_WINDOW_MS = 5 * 60_000;

/** Whether the error says a module (a page's chunk, its CSS, a dependency) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to load module script/i.test(
      error.message,
    ) || error.name === 'ChunkLoadError'
  );
}

function currentAddress(): string {
  return window.location.pathname + window.location.hash.split('?')[0];
}

function readReloads(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(RELOAD_KEY) ?? '{}') as unknown;
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Reloads the page unless it already did so for this address in the last RELOAD_WINDOW_MS (or
 * sessionStorage cannot remember it). Returns whether it reloads.
 */
export function reloadOnce(
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const address = currentAddress();
  const reloads = readReloads();
  const last = reloads[address];
  if (last !== undefined && now - last < RELOAD_WINDOW_MS) return false;
  const kept = Object.fromEntries(
    Object.entries(reloads).filter(([, time]) => now - time < RELOAD_WINDOW_MS),
  );
  try {
    sessionStorage.setItem(RELOAD_KEY, JSON.stringify({ ...kept, [address]: now }));
  } catch {
    // Without storage a reload could repeat forever: show the error screen instead.
    return false;
  }
  reload();
  return true;
}

let installed = false;

/**
 * Vite's `vite:preloadError` (a lazily loaded part or its CSS could not be fetched): logged, and the
 * page reloads once. The event is not cancelled, so the import still fails where it was made and
 * its boundary shows it if the reload was already spent.
 */
export function reloadOnPreloadError(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('vite:preloadError', (event) => {
    // In the error log too (a part's boundary keeps it from the window's 'error' event).
    logError((event as Event & { payload?: unknown }).payload ?? event.type, 'vite:preloadError', target);
    reloadOnce();
  });
}
