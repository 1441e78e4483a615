import type { ReactNode } from 'react';
import { ADMIN_ROLE } from './consoleRoutes';
import { HOME_PATH } from './publicRoutes';
import type { ConsoleRoute } from './types';

/** True when a route's roles admit one of `roles` (no roles: open to every signed-in user). */
export function routeAllows(route: ConsoleRoute, roles: readonly string[]): boolean {
  const allowed = route.meta?.roles;
  if (!allowed || allowed.length === 0) return true;
  return roles.some((role) => allowed.includes(role));
}

/**
 * The routes a user with `roles` may open (spec section 6): admin sees all; other roles see routes
 * whose roles include one of theirs; routes without roles are open; children are filtered the same way.
 */
export function filterRoutesByRoles(
  routes: readonly ConsoleRoute[],
  roles: readonly string[],
): ConsoleRoute[] {
  if (roles.includes(ADMIN_ROLE)) return routes.map((route) => ({ ...route }));
  const result: ConsoleRoute[] = [];
  for (const route of routes) {
    if (!routeAllows(route, roles)) continue;
    result.push(
      route.children ? { ...route, children: filterRoutesByRoles(route.children, roles) } : { ...route },
    );
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

/** A menu entry, in the shape the ui Sidebar and HeaderSearch take. */
export interface MenuItem {
  key: string;
  path: string;
  title: string;
  icon?: ReactNode;
  activeIcon?: ReactNode;
  /** http(s), mailto and tel links open as they are. */
  external: boolean;
  alwaysShow?: boolean;
  children?: MenuItem[];
}

/** Turns an icon name of the route table into something to draw. */
export type RenderIcon = (name: string) => ReactNode;

export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(path);
}

type Translate = (key: string) => string;

function visibleChildren(route: ConsoleRoute): readonly ConsoleRoute[] {
  return (route.children ?? []).filter((child) => !child.hidden);
}

function toItem(route: ConsoleRoute, t: Translate, renderIcon: RenderIcon): MenuItem {
  const item: MenuItem = {
    key: route.name ?? route.path,
    path: route.path,
    title: route.meta?.title ? t(route.meta.title) : route.path,
    external: isExternal(route.path),
  };
  if (route.alwaysShow) item.alwaysShow = true;
  if (route.meta?.icon) item.icon = renderIcon(route.meta.icon);
  if (route.meta?.activeIcon) item.activeIcon = renderIcon(route.meta.activeIcon);
  return item;
}

const iconName: RenderIcon = (name) => name;

/**
 * The sidebar menu for `routes` (already filtered by role): hidden routes are left out, groups with
 * nothing visible are dropped, a single visible child stands in for its parent (unless alwaysShow),
 * titles are translated with `t`, external links are kept as they are.
 */
export function buildMenu(
  routes: readonly ConsoleRoute[],
  t: Translate,
  renderIcon: RenderIcon = iconName,
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    if (!route.children) {
      items.push(toItem(route, t, renderIcon));
      continue;
    }
    const children = visibleChildren(route);
    if (children.length === 0) continue;
    const only = children[0];
    if (children.length === 1 && only && !route.alwaysShow && !only.children) {
      const item = toItem(only, t, renderIcon);
      // The child takes the parent's icon when it has none of its own.
      if (!item.icon && route.meta?.icon) item.icon = renderIcon(route.meta.icon);
      items.push(item);
      continue;
    }
    const sub = buildMenu(children, t, renderIcon);
    if (sub.length === 0) continue;
    items.push({ ...toItem(route, t, renderIcon), children: sub });
  }
  return items;
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
