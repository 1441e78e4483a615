import type { Page } from '../../client/schemas';
import { compareText } from './filters';

export interface PageInput {
  pageNum: number;
  pageSize: number;
  /** A field of the mapped items to order the whole list by (decision 0041). */
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** Numbers by value, text by code unit (ISO dates in order), empty values last in either direction. */
function compareValues(a: unknown, b: unknown, direction: 1 | -1): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return (a - b) * direction;
  if (typeof a === 'boolean' && typeof b === 'boolean') return (Number(a) - Number(b)) * direction;
  return compareText(String(a).toLowerCase(), String(b).toLowerCase()) * direction;
}

/**
 * One page of a list in the paging shape of every endpoint (pageNum 1-based), each item mapped.
 * With `sort` naming a field of the mapped items, the whole list is ordered by it before the page is
 * cut (a stable sort: ties keep the list's own order); an unknown field leaves the order as it was.
 */
export function paginate<T, R = T>(
  items: readonly T[],
  input: PageInput,
  map: (item: T) => R = (item) => item as unknown as R,
): Page<R> {
  const start = (input.pageNum - 1) * input.pageSize;
  const key = input.sort;
  let list: R[];
  if (key && items.length > 0 && Object.hasOwn(map(items[0] as T) as object, key)) {
    const direction = input.order === 'desc' ? -1 : 1;
    const field = (row: R) => (row as Record<string, unknown>)[key];
    list = items
      .map(map)
      .sort((a, b) => compareValues(field(a), field(b), direction))
      .slice(start, start + input.pageSize);
  } else {
    list = items.slice(start, start + input.pageSize).map(map);
  }
  return { list, total: items.length, pageNum: input.pageNum, pageSize: input.pageSize };
}
