// The label field measurements and error reports carry (decisions 0095, 0096): the route's pattern
// from the route tables (`/myconsultation/myfeedbackdetail`), never the address with its query, which
// may hold ids, a redirect target or a code.
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What a router match needs to have for this: its route's path, when it has one. */
export interface MatchLike {
  route: { path?: string | undefined };
}

/** The pattern an address no route knows gets (the catch-all on its way to /404). */
export const UNKNOWN_ROUTE = '*';

/** The pattern of a router's matches: the deepest route's path; UNKNOWN_ROUTE for none. */
export function routePattern(matches: readonly MatchLike[] | null | undefined): string {
  const deepest = matches?.findLast((match) => match.route.path);
  return deepest?.route.path ?? UNKNOWN_ROUTE;
}

/** The hash route's path of an address: `https://portal.example/#/a/b?id=1` → `/a/b`; no hash → `/`. */
export function hashPath(href: string): string {
  const at = href.indexOf('#');
  const path = at < 0 ? '' : (href.slice(at + 1).split('?')[0] ?? '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** The route pattern of an address, by the router's routes as they are now (the console's once added). */
export function patternOf(routes: RouteObject[], href: string): string {
  return routePattern(matchRoutes(routes, hashPath(href)));
}
