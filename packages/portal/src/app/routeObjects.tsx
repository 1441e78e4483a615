import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ConsoleGuard } from '../routes/ConsoleGuard';
import { flattenRoutes } from '../routes/access';
import { consoleRoutes } from '../routes/consoleRoutes';
import { INDEX_PATH, NOT_FOUND_PATH, publicRoutes } from '../routes/publicRoutes';
import { CONSOLE_NAMESPACES, PUBLIC_NAMESPACES } from '../i18n/namespaces';
import type { PageLoader } from '../routes/types';
import { RoutePlaceholder } from '../pages/RoutePlaceholder';
import { PublicLayout } from '../pages/public/PublicLayout';
import { RootLayout } from './RootLayout';

/** What a matched route tells the root layout (page title) and the frame. */
export interface RouteHandle {
  /** Key under `portal:route.*`. */
  title?: string;
}

/** Loads translation namespaces (i18next `loadNamespaces`); resolves when they are there. */
export type NamespaceLoader = (namespaces: string[]) => Promise<void>;

/**
 * The route objects of the hash router: public pages, the guarded console, root and unknown paths.
 * /zh/... and /en/... switch the language in RootLayout. A page's code and its area's translations
 * (src/i18n/namespaces.ts) are fetched together, and the page renders once both are there.
 */
export function buildRouteObjects(loadNamespaces: NamespaceLoader = async () => {}): RouteObject[] {
  const page = (
    loader: PageLoader | undefined,
    namespaces: string[],
  ): Pick<RouteObject, 'lazy' | 'Component'> => {
    if (!loader) return { Component: RoutePlaceholder };
    return {
      lazy: async () => {
        const [module] = await Promise.all([loader(), loadNamespaces(namespaces)]);
        return { Component: module.default };
      },
    };
  };
  const publicObjects = (bare: boolean): RouteObject[] =>
    publicRoutes
      .filter((route) => Boolean(route.bare) === bare)
      .map((route) => ({
        path: route.path,
        handle: { title: route.title } satisfies RouteHandle,
        ...page(route.page, bare ? [] : PUBLIC_NAMESPACES),
      }));
  const consoleObjects: RouteObject[] = flattenRoutes(consoleRoutes).map((route) => ({
    path: route.path,
    handle: { title: route.meta?.title } satisfies RouteHandle,
    ...page(route.page, []),
  }));
  return [
    {
      element: <RootLayout />,
      children: [
        { path: '/', element: <Navigate to={INDEX_PATH} replace /> },
        ...publicObjects(true),
        { element: <PublicLayout />, children: publicObjects(false) },
        {
          element: (
            <ConsoleGuard>
              <Outlet />
            </ConsoleGuard>
          ),
          // The console frame is its own chunk: public pages do not download it.
          children: [
            {
              lazy: async () => {
                const [frame] = await Promise.all([
                  import('../frame/ConsoleFrame'),
                  loadNamespaces(CONSOLE_NAMESPACES),
                ]);
                return { Component: frame.ConsoleFrame };
              },
              children: consoleObjects,
            },
          ],
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}
