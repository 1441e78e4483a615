// Which translation namespaces are loaded when (docs/architecture.md#translations). Only the shell's
// namespaces are loaded at start; each area's come with the first page of that area, in the same
// wait as the page's code, so no page renders before its text is there. scripts/route-sizes.mjs reads
// these lists to count the translation chunks in each route's first load.

/** Loaded before the first render: the shell (root layout, page titles, api messages) and the ui parts. */
export const START_NAMESPACES = ['common', 'ui', 'portal'];
/** Loaded with any page inside the public layout: its header and footer, and the landing page. */
export const PUBLIC_NAMESPACES = ['site'];
/** Loaded with every other page of the public layout: their text (not needed by the landing page). */
export const PUBLIC_PAGE_NAMESPACES = ['public'];
/**
 * Loaded with the console frame: every console page's namespaces, so no page waits on its own. (The
 * sign-in page's wallet dialog loads `wallet` itself, inside its Suspense boundary.)
 */
export const CONSOLE_NAMESPACES = ['console', 'billing', 'account', 'wallet'];
/** Loaded with the chain browser's pages (public and console; routes name it in `namespaces`). */
export const EXPLORER_NAMESPACES = ['explorer'];
