import type { RouteObject } from 'react-router-dom';
import { loadSchemaRuntime } from '@chainportal/api';
import { RoutePlaceholder } from '../pages/RoutePlaceholder';
import type { PageLoader } from '../routes/types';
import { nextTask } from './nextTask';
import type { NamespaceLoader } from './routeObjects';

let schemaRuntimeLoaded = false;

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
      // The schema library first, in a task of its own: it was most of the task that runs the first
      // page's modules (docs/performance.md).
      if (!schemaRuntimeLoaded) {
        await loadSchemaRuntime();
        schemaRuntimeLoaded = true;
        await nextTask();
      }
      const [module] = await Promise.all([loader(), translations]);
      return { Component: module.default };
    },
  };
}
