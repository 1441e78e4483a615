import { useEffect, type RefObject } from 'react';

/**
 * Marks a sideways-scrolling table's scroller with the sides where columns are out of view:
 * `data-hidden-start` while columns are scrolled away at the start (under the kept key column),
 * `data-hidden-end` while some wait at the end (under the kept actions). The kept columns draw an
 * edge on those sides, as Ant Design's table does, so a column under them reads as scrolled away,
 * not as covered; at the end of the scroll the last column shows whole and the edge goes.
 * Attributes, not state: a scroll re-renders nothing.
 */
export function useHiddenEdges(scrollRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const mark = () => {
      // Math.abs: scrollLeft counts down from 0 in a right-to-left page.
      const start = Math.abs(scroller.scrollLeft);
      const hiddenEnd = scroller.scrollWidth - scroller.clientWidth - start;
      scroller.toggleAttribute('data-hidden-start', start > 1);
      scroller.toggleAttribute('data-hidden-end', hiddenEnd > 1);
    };
    mark();
    scroller.addEventListener('scroll', mark, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', mark);
      observer?.disconnect();
    };
  }, [scrollRef]);
}
