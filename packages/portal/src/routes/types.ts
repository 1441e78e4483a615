import type { ComponentType } from 'react';

/** A lazily loaded page module; later issues point routes at their real pages. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** Route metadata of docs/product.md#routes. */
export interface RouteMeta {
  /** Key under `portal:route.*` (e.g. 'home'). */
  title?: string;
  /** Icon name (lucide, kebab-case) shown in the menu. */
  icon?: string;
  /** Icon shown while the route is active. */
  activeIcon?: string;
  /** Roles allowed to see the route; none means every signed-in user. */
  roles?: readonly string[];
  /** Not kept in the cached views. */
  noCache?: boolean;
  /** Tab stays in the tag bar (cannot be closed). */
  affix?: boolean;
  /** Shown in the breadcrumb. @default true */
  breadcrumb?: boolean;
}

/** A console route record (docs/product.md#session, "Menu route record"). Paths are absolute. */
export interface ConsoleRoute {
  path: string;
  /** Unique name; cached views are tracked by it. */
  name?: string;
  hidden?: boolean;
  redirect?: string;
  /** Show as a group even with one visible child. */
  alwaysShow?: boolean;
  meta?: RouteMeta;
  children?: readonly ConsoleRoute[];
  /** Button permission needed (informative). */
  perms?: string;
  page?: PageLoader;
  /** Translation namespaces the page waits for beside its area's (src/i18n/namespaces.ts). */
  namespaces?: readonly string[];
}

/** A public route: no token needed, never in the menu. */
export interface PublicRoute {
  path: string;
  name: string;
  /** Key under `portal:route.*`. */
  title: string;
  /** Opening this path also switches to this language. */
  language?: 'zh' | 'en';
  /** Rendered without the public header and footer (sign-in, error pages). */
  bare?: boolean;
  /** The landing page: needs only the layout's translations (PUBLIC_NAMESPACES), not the other pages'. */
  landing?: boolean;
  page?: PageLoader;
  /** Translation namespaces the page waits for beside its area's (src/i18n/namespaces.ts). */
  namespaces?: readonly string[];
}

/** What a matched route tells the root layout (page title) and the frame. */
export interface RouteHandle {
  /** Key under `portal:route.*`. */
  title?: string;
}

/** Loads translation namespaces (i18next `loadNamespaces`); resolves when they are there. */
export type NamespaceLoader = (namespaces: string[]) => Promise<void>;
