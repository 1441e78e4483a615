import type { ReactNode } from 'react';
import type { MenuItem } from '@chainportal/ui';
import { ADMIN_ROLE } from './consoleRoutes';
import { HOME_PATH } from './paths';
import type { ConsoleRoute } from './types';

/** True when a route's roles admit one of `roles` (no roles: open to every signed-in user). */
export function routeAllows(route: ConsoleRoute, roles: readonly string[]): boolean {
  const allowed = route.meta?.roles;
  if (!allowed || allowed.length === 0) return true;
  return roles.some((role) => allowed.includes(role));
}

/**
 * The routes a user with `roles` may open (docs/product.md#roles): admin sees all; other roles see routes
 * whose roles include one of theirs; routes without roles are open; children are filtered the same way,
 * and a group left without children is left out.
 */
export function filterRoutesByRoles(
  routes: readonly ConsoleRoute[],
  roles: readonly string[],
): ConsoleRoute[] {
  if (roles.includes(ADMIN_ROLE)) return routes.map((route) => ({ ...route }));
  const result: ConsoleRoute[] = [];
  for (const route of routes) {
    if (!routeAllows(route, roles)) continue;
    if (!route.children) {
      result.push({ ...route });
      continue;
    }
    // A group whose every child the roles refuse is refused too (nothing in it could open).
    const children = filterRoutesByRoles(route.children, roles);
    if (route.children.length === 0 || children.length > 0) result.push({ ...route, children });
  }
  return result;
}

/** Every route of the tree, parents before children. */
export function flattenRoutes(routes: readonly ConsoleRoute[]): ConsoleRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])]);
}

function normalisePath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

/** The route whose path is exactly `pathname` (case-insensitive, like the router). */
export function findRoute(routes: readonly ConsoleRoute[], pathname: string): ConsoleRoute | undefined {
  const wanted = normalisePath(pathname);
  return flattenRoutes(routes).find((route) => normalisePath(route.path) === wanted);
}

/** The routes along `pathname`: each route whose path is a segment prefix of it, outermost first. */
export function matchedRoutes(routes: readonly ConsoleRoute[], pathname: string): ConsoleRoute[] {
  const wanted = normalisePath(pathname);
  return flattenRoutes(routes)
    .filter((route) => {
      const path = normalisePath(route.path);
      return wanted === path || wanted.startsWith(`${path}/`);
    })
    .sort((a, b) => a.path.length - b.path.length);
}

/** Turns an icon name of the route table into something to draw. */
export type RenderIcon = (name: string) => ReactNode;

type Translate = (key: string) => string;

const iconName: RenderIcon = (name) => name;

/**
 * The routes (already filtered by role) as menu items for the ui Sidebar and HeaderSearch: titles
 * translated with `t`, icons drawn with `renderIcon`, `hidden` and `alwaysShow` passed on. How the
 * menu is shaped from them (hidden items left out, a single visible child standing in for its
 * group, external links) is the ui's rule: `visibleMenu` in packages/ui/src/layout/menu/menu.ts.
 */
export function menuItems(
  routes: readonly ConsoleRoute[],
  t: Translate,
  renderIcon: RenderIcon = iconName,
): MenuItem[] {
  return routes.map((route) => {
    const item: MenuItem = {
      key: route.name ?? route.path,
      path: route.path,
      title: route.meta?.title ? t(route.meta.title) : route.path,
    };
    if (route.hidden) item.hidden = true;
    if (route.alwaysShow) item.alwaysShow = true;
    if (route.meta?.icon) item.icon = renderIcon(route.meta.icon);
    if (route.meta?.activeIcon) item.activeIcon = renderIcon(route.meta.activeIcon);
    if (route.children) item.children = menuItems(route.children, t, renderIcon);
    return item;
  });
}

export interface Crumb {
  path: string;
  /** Key under `portal:route.*`. */
  title: string;
  /** Where a click goes; none for the current page. */
  to?: string;
}

/**
 * The breadcrumb for `pathname`: every matched route with a title (and breadcrumb not false), starting
 * with the home entry unless the first matched route is the homepage.
 */
export function buildBreadcrumb(routes: readonly ConsoleRoute[], pathname: string): Crumb[] {
  const matched = matchedRoutes(routes, pathname).filter(
    (route) => route.meta?.title && route.meta.breadcrumb !== false,
  );
  const crumbs: Crumb[] = matched.map((route, index) => {
    const crumb: Crumb = { path: route.path, title: route.meta?.title ?? '' };
    const target = route.redirect ?? (route.children ? undefined : route.path);
    if (index < matched.length - 1 && target) crumb.to = target;
    return crumb;
  });
  const first = crumbs[0];
  if (!first || normalisePath(first.path) !== normalisePath(HOME_PATH)) {
    crumbs.unshift({ path: HOME_PATH, title: 'home', to: HOME_PATH });
  }
  return crumbs;
}
