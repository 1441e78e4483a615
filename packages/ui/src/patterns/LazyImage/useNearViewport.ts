import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';

/**
 * How far ahead of the viewport below-the-fold content starts loading: 30% of a screen (the spec's
 * lazy-load preload ratio 1.3, section 9).
 */
export const LAZY_ROOT_MARGIN = '30%';

const noSubscription = () => () => {};

/**
 * Whether the element has come within `rootMargin` of the viewport (IntersectionObserver). It turns
 * true once and stays true. It is false in the first render, on the server and in the browser alike,
 * so a pre-rendered page hydrates unchanged; without IntersectionObserver (old browsers, jsdom) it
 * is true at once (after the hydration, when hydrating).
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  rootMargin: string = LAZY_ROOT_MARGIN,
): boolean {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [seen, setSeen] = useState(false);
  // False on the server and while hydrating, true in any other browser render.
  const rendered = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const element = ref.current;
    if (!observable || seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [observable, seen, ref, rootMargin]);
  return seen || (!observable && rendered);
}
