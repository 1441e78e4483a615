import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { ConsoleGuard } from '../routes/ConsoleGuard';
import { flattenRoutes } from '../routes/access';
import { consoleRoutes } from '../routes/consoleRoutes';
import { INDEX_PATH, NOT_FOUND_PATH, publicRoutes } from '../routes/publicRoutes';
import type { PageLoader } from '../routes/types';
import { RoutePlaceholder } from '../pages/RoutePlaceholder';
import { PublicLayout } from '../pages/public/PublicLayout';
import { RootLayout } from './RootLayout';

/** What a matched route tells the root layout (page title) and the frame. */
export interface RouteHandle {
  /** Key under `portal:route.*`. */
  title?: string;
}

function page(loader: PageLoader | undefined): Pick<RouteObject, 'lazy' | 'Component'> {
  if (!loader) return { Component: RoutePlaceholder };
  return { lazy: async () => ({ Component: (await loader()).default }) };
}

/**
 * The route objects of the hash router: public pages, the guarded console, root and unknown paths.
 * /zh/... and /en/... switch the language in RootLayout.
 */
export function buildRouteObjects(): RouteObject[] {
  const publicObjects = (bare: boolean): RouteObject[] =>
    publicRoutes
      .filter((route) => Boolean(route.bare) === bare)
      .map((route) => ({
        path: route.path,
        handle: { title: route.title } satisfies RouteHandle,
        ...page(route.page),
      }));
  const consoleObjects: RouteObject[] = flattenRoutes(consoleRoutes).map((route) => ({
    path: route.path,
    handle: { title: route.meta?.title } satisfies RouteHandle,
    ...page(route.page),
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
              lazy: async () => ({ Component: (await import('../frame/ConsoleFrame')).ConsoleFrame }),
              children: consoleObjects,
            },
          ],
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ];
}
