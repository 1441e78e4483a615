import { useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

/** Above this many rows the body is virtualised (only the rows in view are in the DOM). */
export const TABLE_VIRTUALIZE_THRESHOLD = 100;

/** Height of the scrolling body of a virtualised table when the caller gives none. */
export const VIRTUAL_DEFAULT_HEIGHT = 560;

export interface UseVirtualRowsOptions {
  /** Stable keys of the rows, in display order. */
  rowKeys: string[];
  /** Estimated row height in px. */
  rowHeight: number;
}

/**
 * Virtual rows above `TABLE_VIRTUALIZE_THRESHOLD`: the rows in view, and the heights of the spacer
 * rows above and below them. Attach `scrollRef` to the scrolling element.
 */
export function useVirtualRows({ rowKeys, rowHeight }: UseVirtualRowsOptions) {
  const virtual = rowKeys.length > TABLE_VIRTUALIZE_THRESHOLD;
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- read during render only, as the table instance
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: virtual ? rowKeys.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => rowKeys[index] ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return { virtual, scrollRef, items, top, bottom, measureElement: virtualizer.measureElement };
}
