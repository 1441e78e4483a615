import type { ReactNode } from 'react';
import type { Location, NavigationType } from 'react-router-dom';
import { flattenRoutes } from '../routes/access';
import type { ConsoleRoute } from '../routes/types';
import { createStore } from './store';

/** What a page reads from the router's location context (react-router's LocationContext value). */
export interface PageLocation {
  location: Location;
  navigationType: NavigationType;
}

/** One mounted console page: shown, or kept hidden for when its tab is chosen again. */
export interface CachedPage {
  /** Route name (the spec tracks cached views by route name). */
  name: string;
  /** Bumped by the tag bar's refresh: a page from an older generation is dropped and mounted anew. */
  generation: number;
  /** The routed element captured when the page was first shown (its route match does not change). */
  element: ReactNode;
  /** The location the page saw last; a hidden page keeps it, so it never sees another page's query. */
  context: PageLocation;
}

export interface PageCacheState {
  /** Name of the page shown. */
  active?: string;
  /** Mounted pages in the order they were first shown. */
  pages: CachedPage[];
  /**
   * Coming back by a bare path (sidebar or tab link) to a cached page whose address had a query
   * (filters, paging): the page keeps seeing that query while the frame puts it back in the address.
   */
  restore?: { key: string; search: string };
}

export const EMPTY_PAGE_CACHE: PageCacheState = { pages: [] };

export interface PageCacheInput {
  /** Route name of the page to show; undefined renders the routed element without caching. */
  name: string | undefined;
  /** The routed element (`useOutlet()`). */
  element: ReactNode;
  location: Location;
  navigationType: NavigationType;
  /** Names to keep while hidden (`cachedViews` of the tags state: open tabs, not `noCache`). */
  cached: readonly string[];
  /** Refresh generation per name (missing means 0). */
  generations: Readonly<Record<string, number>>;
}

function sameLocation(a: Location, b: Location): boolean {
  return a.key === b.key && a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/**
 * The next set of mounted pages. Pure, and returns `prev` itself when nothing changed, so the caller
 * can keep it in React state and update it during render.
 *
 * - The page shown is always mounted; a hidden page stays mounted only while its name is cached
 *   (closing its tab, or a `noCache` route, drops it when it is left).
 * - A page whose refresh generation moved on is dropped (the shown one is mounted again).
 */
export function nextPageCache(prev: PageCacheState, input: PageCacheInput): PageCacheState {
  const { name, element, location, navigationType, cached, generations } = input;
  const generationOf = (n: string) => generations[n] ?? 0;
  let pages = prev.pages.filter(
    (page) =>
      page.generation === generationOf(page.name) && (page.name === name || cached.includes(page.name)),
  );
  if (pages.length === prev.pages.length) pages = prev.pages;
  if (name === undefined) {
    return pages === prev.pages && prev.active === undefined && !prev.restore
      ? prev
      : { pages, active: undefined };
  }

  const arrival = prev.active !== name;
  const existing = pages.find((page) => page.name === name);
  let restore: PageCacheState['restore'];
  if (arrival) {
    const kept = existing?.context.location.search;
    if (kept && !location.search) restore = { key: location.key, search: kept };
  } else if (prev.restore?.key === location.key) {
    restore = prev.restore;
  }
  const seen: Location = restore ? { ...location, search: restore.search } : location;

  if (!existing) {
    pages = [
      ...pages,
      { name, generation: generationOf(name), element, context: { location: seen, navigationType } },
    ];
  } else if (
    !sameLocation(existing.context.location, seen) ||
    existing.context.navigationType !== navigationType
  ) {
    const updated: CachedPage = { ...existing, context: { location: seen, navigationType } };
    pages = pages.map((page) => (page === existing ? updated : page));
  }

  const sameRestore = prev.restore?.key === restore?.key && prev.restore?.search === restore?.search;
  if (pages === prev.pages && !arrival && sameRestore) return prev;
  return { active: name, pages, restore: sameRestore ? prev.restore : restore };
}

/**
 * The cached names whose routes the user may still open: after a role switch, a page the new role
 * may not see is dropped instead of staying mounted, hidden.
 */
export function allowedCachedNames(cached: readonly string[], allowed: readonly ConsoleRoute[]): string[] {
  const names = new Set(flattenRoutes(allowed).map((route) => route.name));
  return cached.filter((name) => names.has(name));
}

/**
 * Refresh generations by route name: the tag bar's "refresh" bumps one, which remounts that page
 * (and forgets its scroll position and kept address) without touching the other cached pages.
 */
export function createRefreshStore() {
  const store = createStore<Readonly<Record<string, number>>>({});
  return {
    ...store,
    refresh(name: string) {
      const current = store.getState();
      store.setState({ ...current, [name]: (current[name] ?? 0) + 1 });
    },
  };
}

export const refreshStore = createRefreshStore();
