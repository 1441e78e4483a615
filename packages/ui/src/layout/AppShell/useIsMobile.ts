import { useSyncExternalStore } from 'react';
import { breakpoints } from '../../theme';

/** The media query of the mobile layout: below 992px (docs/product.md#limits). */
export const MOBILE_QUERY = `(max-width: ${breakpoints.mobile - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(MOBILE_QUERY).matches;
}

/** True while the viewport is narrower than 992px (the sidebar becomes a drawer). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
