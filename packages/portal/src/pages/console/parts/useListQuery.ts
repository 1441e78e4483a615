import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TableSort } from '@chainportal/ui';

/** The list state a console list keeps in the address: page, page size, filters and sort. */
export interface ListQuery<F extends Record<string, string>> {
  page: number;
  pageSize: number;
  /** Every filter, '' when unset (unset filters are left out of the address). */
  filters: F;
  sort: TableSort | null;
  /**
   * The paging and sort part of an api list request: the server orders the whole list by `sort`
   * (a field of the rows) in `order` before cutting the page (decision 0041).
   */
  paging: ListPaging;
  /** The sort alone, for a request that is not paged from here (an export). */
  sorting: ListSorting;
  setPage: (page: number, pageSize?: number) => void;
  /** Changes some filters and goes back to page 1 (unless `keepPage`, e.g. for an open detail). */
  setFilters: (patch: Partial<F>, options?: { keepPage?: boolean }) => void;
  setSort: (sort: TableSort | null) => void;
  /** Clears every filter and the sort. */
  reset: () => void;
}

/** The server-side sort of a list request (packages/api/src/client/schemas.ts, `listSort`). */
export interface ListSorting {
  sort?: string;
  order?: 'asc' | 'desc';
}

export type ListPaging = { pageNum: number; pageSize: number } & ListSorting;

export interface ListQueryOptions {
  /** @default 10 */
  pageSize?: number;
  /** Prefix of the query keys, when one address holds two lists. @default '' */
  prefix?: string;
}

const positive = (value: string | null, fallback: number, max: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * List state kept in the address query (`?page=2&pageSize=20&status=running&sort=createdAt.desc`),
 * so a reload, a shared link or the back button shows the same rows. `filterDefaults` gives every
 * filter with its default ('' for none).
 */
export function useListQuery<F extends Record<string, string>>(
  filterDefaults: F,
  options: ListQueryOptions = {},
): ListQuery<F> {
  const [params, setParams] = useSearchParams();
  const prefix = options.prefix ?? '';
  const defaultSize = options.pageSize ?? 10;
  const k = (name: string) => `${prefix}${name}`;
  // The defaults are a literal at the call site: compare by content.
  const defaultsKey = JSON.stringify(filterDefaults);

  const page = positive(params.get(k('page')), 1, 100_000);
  const pageSize = positive(params.get(k('pageSize')), defaultSize, 500);
  const filters = useMemo(() => {
    const out: Record<string, string> = {};
    for (const [name, fallback] of Object.entries(JSON.parse(defaultsKey) as F)) {
      out[name] = params.get(k(name)) ?? fallback;
    }
    return out as F;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, defaultsKey, prefix]);
  const sortParam = params.get(k('sort'));
  const sort = useMemo<TableSort | null>(() => {
    const match = sortParam ? /^(.+)\.(asc|desc)$/.exec(sortParam) : null;
    return match ? { key: match[1] ?? '', direction: match[2] as 'asc' | 'desc' } : null;
  }, [sortParam]);

  const update = useCallback(
    (changes: Record<string, string | number | null | undefined>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined) continue;
            if (value === null || value === '') next.delete(`${prefix}${name}`);
            else next.set(`${prefix}${name}`, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, prefix],
  );

  const sorting: ListSorting = sort ? { sort: sort.key, order: sort.direction } : {};

  return {
    page,
    pageSize,
    filters,
    sort,
    paging: { pageNum: page, pageSize, ...sorting },
    sorting,
    setPage: (nextPage, nextSize) =>
      update({
        page: nextPage === 1 ? null : nextPage,
        pageSize: !nextSize || nextSize === defaultSize ? null : nextSize,
      }),
    setFilters: (patch, opts) =>
      update({ ...(patch as Record<string, string | undefined>), ...(opts?.keepPage ? {} : { page: null }) }),
    setSort: (next) => update({ sort: next ? `${next.key}.${next.direction}` : null, page: null }),
    reset: () => {
      const cleared: Record<string, null> = { page: null, sort: null };
      for (const name of Object.keys(filterDefaults)) cleared[name] = null;
      update(cleared);
    },
  };
}

/** The filters without the unset ones, for an api request (`{ status: '' }` becomes `{}`). */
export function activeFilters<F extends Record<string, string>>(filters: F): Partial<F> {
  const out: Partial<F> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== '') (out as Record<string, string>)[name] = value;
  }
  return out;
}
