import { type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router-dom';
import { reloadOnPreloadError } from '../app/chunkErrors';
import { PUBLIC_NAMESPACES, PUBLIC_PAGE_NAMESPACES } from '../i18n/namespaces';
import { RouteError } from '../pages/errors/RouteError';
import { PublicLayout } from '../pages/public/PublicLayout';
import { pageRoute } from './pageRoute';
import { INDEX_PATH, NOT_FOUND_PATH } from './paths';
import { publicRoutes } from './publicRoutes';
import { Redirect } from './Redirect';
import { RootLayout } from './RootLayout';
import type { NamespaceLoader, PublicRoute, RouteHandle } from './types';

/** The route the console's pages are added to. */
export const CONSOLE_ROUTE_ID = 'console';

/** The translations a public page waits for, beside the start namespaces (src/i18n/namespaces.ts). */
function namespacesOf(route: PublicRoute): string[] {
  const own = route.namespaces ?? [];
  if (route.bare) return [...own];
  return route.landing
    ? [...PUBLIC_NAMESPACES, ...own]
    : [...PUBLIC_NAMESPACES, ...PUBLIC_PAGE_NAMESPACES, ...own];
}

/**
 * The route objects of the hash router: public pages, the guarded console, root and unknown paths.
 * /zh/... and /en/... switch the language in RootLayout. A page's code and its area's translations
 * (src/i18n/namespaces.ts) are fetched together, and the page renders once both are there.
 */
export function buildRouteObjects(loadNamespaces: NamespaceLoader = async () => {}): RouteObject[] {
  // A lazily loaded part whose file is gone reloads the page once (decision 0053).
  if (typeof window !== 'undefined') reloadOnPreloadError();
  const publicObjects = (bare: boolean): RouteObject[] =>
    publicRoutes
      .filter((route) => Boolean(route.bare) === bare)
      .map((route) => ({
        path: route.path,
        handle: { title: route.title } satisfies RouteHandle,
        ...pageRoute(route.page, namespacesOf(route), loadNamespaces),
        // A page that cannot load or throws is shown in its place, under the public header.
        errorElement: <RouteError />,
      }));
  return [
    {
      element: <RootLayout />,
      // The last resort (the console frame's own code failed): the same screen without a frame.
      errorElement: <RouteError />,
      children: [
        { path: '/', element: <Redirect to={INDEX_PATH} /> },
        ...publicObjects(true),
        { element: <PublicLayout />, children: publicObjects(false) },
        {
          // The console: its guard and route table are a chunk of their own (public pages do not
          // download them); its pages are added here on the first visit of an address no public
          // route has (patchConsoleRoutes).
          id: CONSOLE_ROUTE_ID,
          lazy: async () => ({ Component: (await import('./consoleRouteObjects')).ConsoleBranch }),
        },
        { path: '*', element: <Redirect to={NOT_FOUND_PATH} /> },
      ],
    },
  ];
}

/**
 * The router's `patchRoutesOnNavigation`: adds the console's routes under CONSOLE_ROUTE_ID the first
 * time an address matches no public route (the router then matches again; unknown addresses still
 * go to /404). The router waits for it before its first render of such an address.
 */
export function patchConsoleRoutes(
  loadNamespaces: NamespaceLoader = async () => {},
): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ patch }) => {
    if (patched) return;
    const { consoleRouteObjects } = await import('./consoleRouteObjects');
    if (patched) return;
    patched = true;
    patch(CONSOLE_ROUTE_ID, consoleRouteObjects(loadNamespaces));
  };
}
