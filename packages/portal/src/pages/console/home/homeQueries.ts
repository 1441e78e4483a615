// The reads of the console home (HomePage.tsx), in one place so that src/main.tsx can start them at
// start-up, beside the page's code, when the address is the home page.
import {
  prefetchQuery,
  useAccountOverview,
  useApps,
  useMessagePage,
  useNotReadCount,
  useOrders,
  useServices,
  type ApiClient,
} from '@chainportal/api';

/** The first five of each list. */
export const FIRST = { pageNum: 1, pageSize: 5 };
/** One running service tells whether there is any (its total). */
export const RUNNING = { pageNum: 1, pageSize: 1, status: 'running' } as const;
/** Unread notices. */
export const UNREAD = { ...FIRST, state: 0 } as const;

/** Starts every read of the home page; the page's hooks take these requests. */
export function prefetchHome(client: ApiClient): void {
  prefetchQuery(client, useAccountOverview);
  prefetchQuery(client, useServices, FIRST);
  prefetchQuery(client, useServices, RUNNING);
  prefetchQuery(client, useApps, FIRST);
  prefetchQuery(client, useOrders, FIRST);
  prefetchQuery(client, useMessagePage, UNREAD);
  prefetchQuery(client, useNotReadCount);
}
