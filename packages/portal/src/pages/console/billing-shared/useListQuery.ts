// Paging, filters and sorting of a list kept in the address query, so a list survives a reload, a
// shared link and the back button. One hook for the cost-center and account-center lists.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableSort } from '@chainportal/ui';

export const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZES = [10, 20, 50, 100];

export interface ListQuery<F extends string> {
  page: number;
  pageSize: number;
  /** Filter values by name; '' when absent. */
  filters: Record<F, string>;
  sort: TableSort | null;
  setPage: (page: number, pageSize?: number) => void;
  /** Changes some filters and goes back to page 1 ('' removes a filter). */
  setFilters: (next: Partial<Record<F, string>>) => void;
  setSort: (sort: TableSort | null) => void;
  reset: () => void;
}

function positive(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Reads and writes `page`, `pageSize`, `sort` (`key:asc|desc`) and the named filters of the query. */
export function useListQuery<F extends string>(filterNames: readonly F[]): ListQuery<F> {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const state = useMemo(() => {
    const size = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
    const [sortKey, direction] = (params.get('sort') ?? '').split(':');
    const filters = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? ''])) as Record<
      F,
      string
    >;
    return {
      page: positive(params.get('page'), 1),
      pageSize: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
      filters,
      sort:
        sortKey && (direction === 'asc' || direction === 'desc')
          ? { key: sortKey, direction: direction as TableSort['direction'] }
          : null,
    };
    // the names are a constant list per page
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    ...state,
    setPage: (page, pageSize) =>
      update((next) => {
        next.set('page', String(page));
        if (pageSize) next.set('pageSize', String(pageSize));
      }),
    setFilters: (changes) =>
      update((next) => {
        for (const [name, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page');
      }),
    setSort: (sort) =>
      update((next) => {
        if (sort) next.set('sort', `${sort.key}:${sort.direction}`);
        else next.delete('sort');
      }),
    reset: () => update((next) => [...next.keys()].forEach((k) => next.delete(k))),
  };
}
