import type { RouteObject } from 'react-router-dom';
import { RoutePlaceholder } from '../pages/RoutePlaceholder';
import type { PageLoader } from '../routes/types';
import type { NamespaceLoader } from './routeObjects';

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
      const [module] = await Promise.all([loader(), loadNamespaces(namespaces)]);
      return { Component: module.default };
    },
  };
}
