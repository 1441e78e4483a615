// The portal's address book: the paths other modules name, and nothing else. It imports nothing, so
// anyone (the session, the guard, the pages, the route tables) can import it without reaching the
// route tables and, through their `import()`s, the pages (decision 0097).

/** The home path of the console (docs/product.md#routes). */
export const HOME_PATH = '/homepage/homepage';
export const LOGIN_PATH = '/login';
/** /login with `redirect` holding the full original path and query. */
export function loginWithRedirect(pathAndQuery: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathAndQuery)}`;
}
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
/** The public landing page; the root path redirects here. */
export const INDEX_PATH = '/index';

/** The chain browser (issue 41): on the public site, and inside the console (same view). */
export const EXPLORER_PATH = '/explorer';
export const CONSOLE_EXPLORER_PATH = '/appservers/explorer';
