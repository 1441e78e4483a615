/**
 * Scroll on navigation (docs/product.md#routes: scroll resets to the top on navigation). The console frame
 * brings a cached page back at the scroll position it had (frame/CachedOutlet.tsx); it says so
 * here, before the root layout's reset runs, and the reset leaves that one navigation alone.
 */
let kept: string | undefined;

/** Called by the frame when it has restored the scroll position for `pathname`. */
export function keepScrollFor(pathname: string): void {
  kept = pathname;
}

/** Called by the root layout when the path changes: to the top, unless the frame kept it. */
export function scrollToTopUnlessKept(pathname: string): void {
  const keep = kept === pathname;
  kept = undefined;
  if (!keep) window.scrollTo(0, 0);
}
