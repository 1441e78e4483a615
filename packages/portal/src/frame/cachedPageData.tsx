// What a cached console page's data does while it is hidden and when it is shown again
// (decision 0028, decision 0044), whatever renders the page.
import { createContext, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';

const PageShownContext = createContext(true);

/**
 * Revalidates a query when its page is shown again. Under React's `<Activity>` a hidden page's effects
 * are cleaned up and SWR revalidates on their return by itself (this effect then sees no change);
 * preact/compat keeps them running (src/compat/Activity.tsx), so without this a page would come back
 * with the answer it had when it was hidden.
 */
const revalidateWhenShown: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(key, fetcher, config);
  const shown = useContext(PageShownContext);
  const wasShown = useRef(shown);
  // `useSWRMutation` goes through the same middleware and has no `mutate`: only queries revalidate.
  const mutate = (swr as { mutate?: () => Promise<unknown> }).mutate;
  useEffect(() => {
    if (shown && !wasShown.current) void mutate?.();
    wasShown.current = shown;
  }, [shown, mutate]);
  return swr;
};

/**
 * The data layer of one cached page: each of its queries is revalidated when the page is shown again.
 * (Its queries are not paused while it is hidden: SWR hands a key's revalidation after a mutation to
 * one of its hooks, and a paused hidden one then dropped it, so the page came back with the old
 * answer; the billing journeys caught it.)
 */
export function CachedPageData({ shown, children }: { shown: boolean; children: ReactNode }) {
  const config = useMemo(() => ({ use: [revalidateWhenShown] }), []);
  return (
    <PageShownContext.Provider value={shown}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </PageShownContext.Provider>
  );
}
