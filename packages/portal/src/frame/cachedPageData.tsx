// What a cached console page's data does when it is shown again (decision 0028).
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';

/** How many times the page has been brought to the front (frame/CachedOutlet.tsx counts). */
const PageShowsContext = createContext(0);

/**
 * Revalidates a query when its page is shown again. React's `<Activity>` re-creates a hidden page's
 * effects when it is shown, and SWR revalidates then by itself, but not within its deduping interval
 * (2 s) of the last request: a page left and shown again quickly would keep its old answer. A layout
 * effect runs before SWR's own revalidation on return (one animation frame later), which then shares
 * this request instead of making a second one.
 */
const revalidateWhenShown: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const shows = useContext(PageShowsContext);
  const seen = useRef(shows);
  // `useSWRMutation` goes through the same middleware and has no `mutate`: only queries revalidate.
  const mutate = (swr as { mutate?: () => Promise<unknown> }).mutate;
  useLayoutEffect(() => {
    if (shows > seen.current) void mutate?.();
    seen.current = shows;
  }, [shows, mutate]);
  return swr;
};

/**
 * The data layer of one cached page: each of its queries is revalidated when the page is shown again
 * (`shows`, the times it has come to the front, went up). Its queries are not paused while it is
 * hidden: SWR hands a key's revalidation after a mutation to one of its hooks, and a paused hidden
 * one dropped it (the billing journeys caught it).
 */
export function CachedPageData({ shows, children }: { shows: number; children: ReactNode }) {
  const config = useMemo(() => ({ use: [revalidateWhenShown] }), []);
  return (
    <PageShowsContext.Provider value={shows}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </PageShowsContext.Provider>
  );
}
