// The walk over every route of the route tables for the page checks (page-checks.spec.ts: the layout
// audit and axe in one walk): which paths, how a page is known to be settled, and each page opened once at
// the first size, then resized to each size in turn (the layout follows media queries and resize
// listeners, as on a turned tablet).
import { expect, type Page } from '@playwright/test';
import { flattenRoutes, routeAllows } from '../src/routes/access';
import { consoleRoutes } from '../src/routes/consoleRoutes';
import { publicRoutes } from '../src/routes/publicRoutes';

/** A path a page can be opened at: not external, not a placeholder, not a redirect-only parent. */
const openable = (path: string) => path.startsWith('/') && !path.includes(':');

/** Public routes; a route that switches the language (/zh/index) only in its own language. */
export function publicPaths(lang: string): string[] {
  return publicRoutes
    .filter((route) => openable(route.path) && (!route.language || route.language === lang))
    .map((route) => route.path);
}

/** Console routes with a page of their own (leaves), hidden ones included, that `roles` may open. */
export function consolePaths(roles: readonly string[] = ['admin']): string[] {
  return flattenRoutes(consoleRoutes)
    .filter((route) => !route.children?.length && openable(route.path))
    .filter((route) => roles.includes('admin') || routeAllows(route, roles))
    .map((route) => route.path);
}

/**
 * Waits until the page shown has a heading, nothing is busy and the DOM has been quiet for
 * `quietMs` (at most `capMs` in all).
 */
export async function settle(page: Page, { quietMs = 200, capMs = 5000 } = {}): Promise<void> {
  await expect(
    page.locator('#app-loading[data-done="true"], body:not(:has(#app-loading))').first(),
  ).toBeAttached();
  // Pages left open in other tabs stay in the document, hidden: look at the one shown.
  await expect(page.locator('h1').filter({ visible: true }).first()).toBeVisible();
  // Loaded: the top progress bar, shown while a page's code or a call is loading, is gone (what the
  // reader waits for: until then the page asked for may not even be the one shown), and no table,
  // list or page is still marked busy.
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]').filter({ visible: true })).toHaveCount(0);
  await page.evaluate(
    ({ quiet, cap }) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        const capTimer = window.setTimeout(done, cap);
        function done() {
          observer.disconnect();
          window.clearTimeout(capTimer);
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    { quiet: quietMs, cap: capMs },
  );
  // A quiet DOM can still be changing colour: a button enabled once the rows came is in its 200 ms
  // colour transition, and axe read its contrast mid-way on a busy machine. Wait for every finite
  // animation or transition running now (spinners and shimmers run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export interface WalkViewport {
  name: string;
  width: number;
  height: number;
}

/**
 * Opens each path at the first viewport, then, for each viewport in turn, resizes, settles and calls
 * `visit` (with the path's index in `paths`).
 */
export async function walkRoutes(
  page: Page,
  paths: string[],
  viewports: readonly WalkViewport[],
  visit: (path: string, viewport: WalkViewport, index: number) => Promise<void>,
  settleOptions?: { quietMs?: number; capMs?: number },
): Promise<void> {
  for (const [index, path] of paths.entries()) {
    const [first] = viewports;
    if (first) await page.setViewportSize(first);
    await page.goto(`#${path}`);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      await settle(page, settleOptions);
      await visit(path, viewport, index);
    }
  }
}
