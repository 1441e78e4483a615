/** List filters and orders the mock's list endpoints share. */

/** Plain code-unit order (ISO dates sort correctly; much faster than localeCompare). */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Keyword filter: blank matches everything; otherwise any field contains it (case-insensitive). */
export function matches(keyword: string | undefined, ...fields: Array<string | null | undefined>): boolean {
  const wanted = keyword?.trim().toLowerCase();
  if (!wanted) return true;
  return fields.some((f) => f?.toLowerCase().includes(wanted));
}

/** Date-range filter on an instant, by its UTC day; both ends inclusive. */
export function inRange(
  at: string | null,
  range: { dateFrom?: string | undefined; dateTo?: string | undefined },
): boolean {
  if (!range.dateFrom && !range.dateTo) return true;
  if (!at) return false;
  const day = at.slice(0, 10);
  return (!range.dateFrom || day >= range.dateFrom) && (!range.dateTo || day <= range.dateTo);
}

/** A sort order: the newest `key` first. */
export const newestFirst =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    compareText(key(b), key(a));

export const byCreated = newestFirst<{ createdAt: string }>((x) => x.createdAt);
