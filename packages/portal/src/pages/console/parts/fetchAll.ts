// Exports take the whole filtered list, not only the page on screen: pages of 500, at most 20.
import type { ApiClient } from '@chainportal/api';

const EXPORT_PAGE = 500;
const MAX_PAGES = 20;

export async function fetchAll<Row, F extends object>(
  client: ApiClient,
  list: (
    client: ApiClient,
    input: F & { pageNum: number; pageSize: number },
  ) => Promise<{ list: Row[]; total: number }>,
  filters: F,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNum = 1; pageNum <= MAX_PAGES; pageNum += 1) {
    const answer = await list(client, { ...filters, pageNum, pageSize: EXPORT_PAGE });
    rows.push(...answer.list);
    if (rows.length >= answer.total || answer.list.length < EXPORT_PAGE) break;
  }
  return rows;
}
