import type { Page } from '../../client/schemas';

/** One page of a list in the paging shape of every endpoint (pageNum 1-based), each item mapped. */
export function paginate<T, R = T>(
  items: readonly T[],
  input: { pageNum: number; pageSize: number },
  map: (item: T) => R = (item) => item as unknown as R,
): Page<R> {
  const start = (input.pageNum - 1) * input.pageSize;
  return {
    list: items.slice(start, start + input.pageSize).map(map),
    total: items.length,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}
