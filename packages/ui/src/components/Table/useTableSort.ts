import { useMemo, useState } from 'react';
import type { SortingState } from '@tanstack/react-table';
import type { TableSort } from './types';

export interface UseTableSortOptions {
  /** Controlled sort; `null` is unsorted, `undefined` leaves the sort to the hook. */
  sort: TableSort | null | undefined;
  defaultSort: TableSort | null;
  onSortChange: ((sort: TableSort | null) => void) | undefined;
}

/** The next sort after a click on a column's header: asc -> desc -> unsorted, like most admin tables. */
export function nextSort(current: TableSort | null, key: string): TableSort | null {
  if (current?.key !== key) return { key, direction: 'asc' };
  if (current.direction === 'asc') return { key, direction: 'desc' };
  return null;
}

/** Controlled or uncontrolled sort, and the same sort as TanStack's `SortingState`. */
export function useTableSort({ sort, defaultSort, onSortChange }: UseTableSortOptions) {
  const [innerSort, setInnerSort] = useState<TableSort | null>(defaultSort);
  const currentSort = sort === undefined ? innerSort : sort;
  const sorting = useMemo<SortingState>(
    () => (currentSort ? [{ id: currentSort.key, desc: currentSort.direction === 'desc' }] : []),
    [currentSort],
  );
  const toggleSort = (key: string) => {
    const next = nextSort(currentSort, key);
    if (sort === undefined) setInnerSort(next);
    onSortChange?.(next);
  };
  return { sort: currentSort, sorting, toggleSort };
}
