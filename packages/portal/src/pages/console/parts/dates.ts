// Date-range filters travel as calendar days (ui's formatDay and parseDay, decision 0005), in the query
// as dateFrom/dateTo.
import { formatDay, parseDay, type DateRange } from '@chainportal/ui';

/** The picker value for two query days, or null. */
export function rangeOf(dateFrom: string, dateTo: string): DateRange | null {
  const from = parseDay(dateFrom);
  const to = parseDay(dateTo);
  return from && to ? { from, to } : null;
}

/** The query days of a picked range ('' when cleared). */
export function daysOf(range: DateRange | undefined): { dateFrom: string; dateTo: string } {
  return range
    ? { dateFrom: formatDay(range.from), dateTo: formatDay(range.to) }
    : { dateFrom: '', dateTo: '' };
}
