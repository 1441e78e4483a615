import { createElement, type ReactNode } from 'preact/compat';

export interface ActivityProps {
  mode?: 'visible' | 'hidden';
  children?: ReactNode;
}

/**
 * React 19.2's `<Activity>` for preact/compat (decision 0044): a hidden subtree keeps its state and
 * its DOM, out of the layout (`display: none`); a shown one lays out as if the wrapper were not there
 * (`display: contents`). Unlike React's, it does not clean up the hidden subtree's effects: the
 * console's page cache makes up for what that changes (frame/CachedOutlet.tsx: modal layers closed by
 * ui's `Offscreen`, queries paused and revalidated on return by frame/cachedPageData.tsx).
 */
export function Activity({ mode = 'visible', children }: ActivityProps) {
  return createElement(
    'div',
    { 'data-activity': mode, style: { display: mode === 'hidden' ? 'none' : 'contents' } },
    children,
  );
}
