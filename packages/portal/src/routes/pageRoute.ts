import { createElement, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { RoutePlaceholder } from '../pages/RoutePlaceholder';
import { isChunkLoadError, reloadOnce } from '../app/chunkErrors';
import type { NamespaceLoader, PageLoader } from './types';

/** The retry of a page whose code failed to load, by the error it failed with (pages/errors/RouteError.tsx). */
const retries = new WeakMap<object, () => Promise<void>>();

/** Loads the failed page's code again (a new import); rejects while it still fails. */
export function retryOf(error: unknown): (() => Promise<void>) | undefined {
  return error && typeof error === 'object' ? retries.get(error) : undefined;
}

/**
 * The component of a page whose code failed to load: it throws that error to the route's error
 * element until a retry has loaded the code, then renders the page. React-router keeps a route's
 * failed "lazy" for good, so the route's lazy resolves to this instead of rejecting.
 */
function failedPage(load: () => Promise<ComponentType>, firstError: unknown): ComponentType {
  let Loaded: ComponentType | undefined;
  let error = firstError;
  const retry = async () => {
    try {
      Loaded = await load();
    } catch (next) {
      error = next;
      if (next && typeof next === 'object') retries.set(next, retry);
      throw next;
    }
  };
  if (firstError && typeof firstError === 'object') retries.set(firstError, retry);
  return function PageAfterRetry() {
    if (!Loaded) throw error;
    return createElement(Loaded);
  };
}

/**
 * A page's route: its code and its area's translations (src/i18n/namespaces.ts) fetched together, so
 * the page renders once both are there; a route without a page shows the placeholder.
 */
export function pageRoute(
  loader: PageLoader | undefined,
  namespaces: string[],
  loadNamespaces: NamespaceLoader,
): Pick<RouteObject, 'lazy' | 'Component'> {
  if (!loader) return { Component: RoutePlaceholder };
  return {
    lazy: async () => {
      const translations = loadNamespaces(namespaces);
      const load = async () => (await Promise.all([loader(), loadNamespaces(namespaces)]))[0].default;
      try {
        const [module] = await Promise.all([loader(), translations]);
        return { Component: module.default };
      } catch (error) {
        // A deploy replaced the files or the connection dropped: reload once (app/chunkErrors.ts),
        // then the route's error element shows it with Retry (decision 0053).
        if (isChunkLoadError(error) && reloadOnce()) await new Promise(() => {});
        return { Component: failedPage(load, error) };
      }
    },
  };
}
