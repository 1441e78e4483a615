// Date-range filters travel as calendar days 'YYYY-MM-DD' (decision 0005), in the query as dateFrom/dateTo.
import type { DateRange } from '@chainportal/ui';

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function toDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}

/** The picker value for two query days, or null. */
export function rangeOf(dateFrom: string, dateTo: string): DateRange | null {
  const from = fromDay(dateFrom);
  const to = fromDay(dateTo);
  return from && to ? { from, to } : null;
}

/** The query days of a picked range ('' when cleared). */
export function daysOf(range: DateRange | undefined): { dateFrom: string; dateTo: string } {
  return range ? { dateFrom: toDay(range.from), dateTo: toDay(range.to) } : { dateFrom: '', dateTo: '' };
}
