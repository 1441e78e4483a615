import { Activity, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { Offscreen } from '@chainportal/ui';
import { keepScrollFor } from '../app/scrollOnNavigation';
import { CachedPageData } from './cachedPageData';
import { useStore } from './store';
import { EMPTY_PAGE_CACHE, nextPageCache, refreshStore } from './pageCache';

export interface CachedOutletProps {
  /** Route name of the page shown (the cache key); undefined renders it uncached. */
  name: string | undefined;
  /** Route names kept while hidden: `cachedViews` of the tags state (open tabs, not `noCache`). */
  cached: readonly string[];
}

/**
 * The console's routed page with cached views (docs/product.md: tabs cached by route name unless `noCache`).
 * Every cached page stays mounted inside React's `<Activity>`: hidden while another page is shown
 * (its state, typed input and open forms are kept; its effects are cleaned up until it is shown
 * again, when its queries are revalidated), visible again with its
 * scroll position when it is chosen again. A hidden page keeps seeing its own last location. The
 * tag bar's refresh bumps the page's generation in `refreshStore` and so mounts it anew; closing a
 * tab removes its name from `cached` and so drops it once it is not shown.
 * Routes are flattened under the frame (routes/consoleRouteObjects.tsx), so pages at any menu depth are cached.
 */
export function CachedOutlet({ name, cached }: CachedOutletProps) {
  const element = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const generations = useStore(refreshStore);
  const [state, setState] = useState(EMPTY_PAGE_CACHE);
  const next = nextPageCache(state, { name, element, location, navigationType, cached, generations });
  if (next !== state) setState(next);
  // How many times each page has come to the front: a cached page revalidates its queries when the
  // count goes up (frame/cachedPageData.tsx).
  const [shows, setShows] = useState({ name, counts: {} as Record<string, number> });
  if (shows.name !== name) {
    setShows({
      name,
      counts: name === undefined ? shows.counts : { ...shows.counts, [name]: (shows.counts[name] ?? 0) + 1 },
    });
  }

  // Back on a cached page by its bare path: put its last query (filters, paging) back in the address.
  const { restore } = next;
  useEffect(() => {
    if (!restore || restore.key !== location.key) return;
    void navigate(
      { pathname: location.pathname, search: restore.search, hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [restore, location, navigate]);

  const generation = name === undefined ? 0 : (generations[name] ?? 0);
  const scrollKey = name === undefined ? undefined : `${name}#${generation}`;
  const positions = useRef(new Map<string, number>());

  // The page shown now, set before the browser paints: hiding the previous page shortens the document,
  // and the scroll event that follows must not be recorded as that page's position (its listener may
  // still be attached: effects are cleaned up after the paint).
  const shownKey = useRef(scrollKey);
  useLayoutEffect(() => {
    shownKey.current = scrollKey;
  }, [scrollKey]);

  // The scroll position of the page shown, kept for when it is hidden and shown again.
  useEffect(() => {
    if (!scrollKey) return;
    const record = () => {
      if (shownKey.current === scrollKey) positions.current.set(scrollKey, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => window.removeEventListener('scroll', record);
  }, [scrollKey]);

  // A page shown again goes back to its position (before paint); a new one starts at the top.
  const pathname = location.pathname;
  useLayoutEffect(() => {
    if (!scrollKey) return;
    const y = positions.current.get(scrollKey);
    if (y === undefined) return;
    keepScrollFor(pathname);
    window.scrollTo(0, y);
    // Only when another page (or generation) comes to the front, not on every address change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollKey]);

  // Forget the positions of pages no longer mounted.
  const mounted = next.pages.map((page) => `${page.name}#${page.generation}`).join('\n');
  useEffect(() => {
    const keys = new Set(mounted.split('\n'));
    for (const key of positions.current.keys()) if (!keys.has(key)) positions.current.delete(key);
  }, [mounted]);

  return (
    <>
      {next.pages.map((page) => {
        const shown = page.name === name;
        return (
          <Activity key={`${page.name}#${page.generation}`} mode={shown ? 'visible' : 'hidden'}>
            <LocationContext.Provider value={page.context}>
              <Offscreen hidden={!shown}>
                <CachedPageData shows={shows.counts[page.name] ?? 0}>
                  {shown ? element : page.element}
                </CachedPageData>
              </Offscreen>
            </LocationContext.Provider>
          </Activity>
        );
      })}
      {name === undefined && element}
    </>
  );
}
