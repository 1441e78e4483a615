/** A visited page as the tag bar and the page cache see it. */
export interface TagView {
  /** App path (one tab per path). */
  path: string;
  /** Translated title shown on the tab. */
  title: string;
  /** Route name; the key of the page cache. */
  name?: string;
  /** Affixed tabs (e.g. the home page) are never closed. */
  affix?: boolean;
  /** The page is not kept in the cache. */
  noCache?: boolean;
}

export interface TagsState {
  /** Open tabs, in the order they were opened. */
  visitedViews: TagView[];
  /** Route names of the pages to keep alive (kept once each). */
  cachedViews: string[];
}

export type TagsAction =
  /** A page was visited: adds its tab once and caches it unless `noCache`. */
  | { type: 'add'; view: TagView }
  /** Updates the title (or other fields) of an open tab. */
  | { type: 'update'; view: Pick<TagView, 'path'> & Partial<TagView> }
  /** Drops a page from the cache so that it re-mounts (the "refresh" action). */
  | { type: 'uncache'; path: string }
  /** Closes one tab (not an affixed one) and drops it from the cache. */
  | { type: 'close'; path: string }
  /** Closes every tab except this one and the affixed ones. */
  | { type: 'closeOthers'; path: string }
  /** Closes every tab except the affixed ones. */
  | { type: 'closeAll' };

export const INITIAL_TAGS_STATE: TagsState = { visitedViews: [], cachedViews: [] };

function cacheKey(view: TagView): string | undefined {
  return view.name && !view.noCache ? view.name : undefined;
}

function cachedFor(views: TagView[], cached: string[]): string[] {
  const keep = new Set(views.map(cacheKey).filter((k): k is string => !!k));
  return cached.filter((name) => keep.has(name));
}

/**
 * Visited and cached views of the console (the tag bar's model). Pure: the portal keeps the state
 * (e.g. with `useReducer`) and feeds `visitedViews` to `<TagBar>`.
 */
export function tagsReducer(state: TagsState, action: TagsAction): TagsState {
  switch (action.type) {
    case 'add': {
      const { view } = action;
      const visited = state.visitedViews.some((v) => v.path === view.path)
        ? state.visitedViews
        : [...state.visitedViews, view];
      const key = cacheKey(view);
      const cached =
        key && !state.cachedViews.includes(key) ? [...state.cachedViews, key] : state.cachedViews;
      return visited === state.visitedViews && cached === state.cachedViews
        ? state
        : { visitedViews: visited, cachedViews: cached };
    }
    case 'update': {
      if (!state.visitedViews.some((v) => v.path === action.view.path)) return state;
      return {
        ...state,
        visitedViews: state.visitedViews.map((v) =>
          v.path === action.view.path ? { ...v, ...action.view } : v,
        ),
      };
    }
    case 'uncache': {
      const view = state.visitedViews.find((v) => v.path === action.path);
      if (!view?.name || !state.cachedViews.includes(view.name)) return state;
      return { ...state, cachedViews: state.cachedViews.filter((n) => n !== view.name) };
    }
    case 'close': {
      const view = state.visitedViews.find((v) => v.path === action.path);
      if (!view || view.affix) return state;
      const visitedViews = state.visitedViews.filter((v) => v !== view);
      return { visitedViews, cachedViews: cachedFor(visitedViews, state.cachedViews) };
    }
    case 'closeOthers': {
      const visitedViews = state.visitedViews.filter((v) => v.affix || v.path === action.path);
      return { visitedViews, cachedViews: cachedFor(visitedViews, state.cachedViews) };
    }
    case 'closeAll': {
      const visitedViews = state.visitedViews.filter((v) => v.affix);
      return { visitedViews, cachedViews: cachedFor(visitedViews, state.cachedViews) };
    }
  }
}

/**
 * Where to go after closing tabs while `activePath` was shown: stay when it is still open,
 * otherwise the last open tab, otherwise `fallback` (the home page).
 */
export function pathAfterClose(views: TagView[], activePath: string, fallback: string): string {
  if (views.some((v) => v.path === activePath)) return activePath;
  return views[views.length - 1]?.path ?? fallback;
}
