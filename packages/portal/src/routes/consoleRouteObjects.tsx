// The console's part of the router (routes/routeObjects.tsx): a chunk of its own, fetched on the first
// visit of a console address (or at start when signed in, src/main.tsx), never by the public pages.
import { Outlet, type RouteObject } from 'react-router-dom';
import { CONSOLE_NAMESPACES } from '../i18n/namespaces';
import { flattenRoutes } from './access';
import { ConsoleGuard } from './ConsoleGuard';
import { consoleRoutes } from './consoleRoutes';
import { RouteError } from '../pages/errors/RouteError';
import { pageRoute } from './pageRoute';
import type { NamespaceLoader, RouteHandle } from './types';

/** The console route's element: the guard around whatever console page matched. */
export function ConsoleBranch() {
  return (
    <ConsoleGuard>
      <Outlet />
    </ConsoleGuard>
  );
}

/**
 * The console route's children: the console frame (its own chunk, with the console's translations)
 * and, flattened under it, every page of the console route table.
 */
export function consoleRouteObjects(loadNamespaces: NamespaceLoader): RouteObject[] {
  return [
    {
      lazy: async () => {
        const [frame] = await Promise.all([
          import('../frame/ConsoleFrame'),
          loadNamespaces(CONSOLE_NAMESPACES),
        ]);
        return { Component: frame.ConsoleFrame };
      },
      // The frame's own code failed: the screen in its place (the pages' errors stay inside it).
      errorElement: <RouteError />,
      children: flattenRoutes(consoleRoutes).map((route) => ({
        path: route.path,
        handle: { title: route.meta?.title } satisfies RouteHandle,
        ...pageRoute(route.page, [...(route.namespaces ?? [])], loadNamespaces),
        // A page that cannot load or throws is shown in its place, inside the frame (decision 0053).
        errorElement: <RouteError />,
      })),
    },
  ];
}
