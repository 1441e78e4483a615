// A console page's code and translations asked for before its link is pressed (decision 0111): the
// menu's links and the open-pages bar's tabs (a tab restored after a reload has no page loaded yet).
// When the mouse pointer has rested on the link for INTENT_DELAY_MS, when the link has had focus as
// long, or at once when it is pressed (a touch has no hover). The click then finds them on their way
// or loaded; the page's reads still start with the page, as before.
import { useEffect, useRef, type FocusEvent, type PointerEvent } from 'react';
import type { MenuLinkRenderProps, RenderLink } from '@chainportal/ui';
import { findRoute } from '../routes/access';
import { consoleRoutes } from '../routes/consoleRoutes';
import type { ConsoleRoute, NamespaceLoader } from '../routes/types';

/**
 * How long the pointer rests on a link (or the focus stays on it) before its page is asked for:
 * long enough that a pointer crossing the menu on its way elsewhere asks for nothing, short beside
 * the time a hand takes from resting on a link to pressing it.
 */
export const INTENT_DELAY_MS = 65;

/**
 * Starts loading the page at `path` (its code, through the same import its route makes, and its
 * area's translations), once per page. A path that is not a console page, or has no code, does nothing.
 * A failure is left to the route, which loads the page again on the click and shows the error.
 */
export function createPagePreloader(
  loadNamespaces: NamespaceLoader,
  routes: readonly ConsoleRoute[] = consoleRoutes,
): (path: string) => void {
  const asked = new Set<ConsoleRoute>();
  return (path) => {
    const route = findRoute(routes, path);
    if (!route?.page || asked.has(route)) return;
    asked.add(route);
    route.page().catch(() => asked.delete(route));
    loadNamespaces([...(route.namespaces ?? [])]).catch(() => undefined);
  };
}

function IntentLink({
  path,
  children,
  onIntent,
  ...anchor
}: MenuLinkRenderProps & { onIntent: (path: string) => void }) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  const soon = () => {
    cancel();
    timer.current = setTimeout(() => onIntent(path), INTENT_DELAY_MS);
  };
  useEffect(() => cancel, []);
  // Each handler runs the one the menu gave first (its roving focus uses onFocus).
  return (
    <a
      {...anchor}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        anchor.onPointerEnter?.(event);
        if (event.pointerType === 'mouse') soon();
      }}
      onPointerLeave={(event: PointerEvent<HTMLAnchorElement>) => {
        anchor.onPointerLeave?.(event);
        cancel();
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        anchor.onPointerDown?.(event);
        cancel();
        onIntent(path);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        anchor.onFocus?.(event);
        soon();
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        anchor.onBlur?.(event);
        cancel();
      }}
    >
      {children}
    </a>
  );
}

/**
 * The link renderer of the menu and the open-pages bar: a plain hash link that tells `onIntent` which
 * page is likely next.
 */
export function intentLinks(onIntent: (path: string) => void): RenderLink {
  return function renderIntentLink(props) {
    return <IntentLink {...props} onIntent={onIntent} />;
  };
}
