import dayjs, { type Dayjs } from 'dayjs';
import { FORMAT_PLACEHOLDER } from './placeholder';

/** Anything the date helpers accept: a Date, a timestamp (10 digits = seconds, 13 = ms), or a date string. */
export type DateInput = Date | number | string | null | undefined;

/** The spec's default: year-month-day hour:minute:second. */
export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

/**
 * A calendar day as the portal shows it and as date-range filters send it: year-month-day, local
 * time (docs/product.md#limits, decision 0005). The one place this pattern is written (decision 0100).
 */
export const DAY_PATTERN = 'YYYY-MM-DD';

function fromNumber(n: number): Dayjs {
  // docs/product.md#limits: a 10-digit timestamp is in seconds; anything else is milliseconds.
  const digits = String(Math.trunc(Math.abs(n))).length;
  return dayjs(digits === 10 ? n * 1000 : n);
}

/** Parses a date input; `undefined` when it is missing or not a valid date. */
export function toDayjs(value: DateInput): Dayjs | undefined {
  if (value === null || value === undefined) return undefined;
  let parsed: Dayjs;
  if (value instanceof Date) parsed = dayjs(value);
  else if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    parsed = fromNumber(value);
  } else {
    const text = value.trim();
    if (text === '') return undefined;
    parsed = /^-?\d+$/.test(text) ? fromNumber(Number(text)) : dayjs(text);
  }
  return parsed.isValid() ? parsed : undefined;
}

/**
 * Formats a date with a dayjs pattern (local time). A 10-digit number or digit string is a
 * timestamp in seconds, 13 digits in milliseconds. Missing or invalid input -> '-'.
 */
export function formatDate(value: DateInput, pattern: string = DEFAULT_DATE_PATTERN): string {
  const parsed = toDayjs(value);
  return parsed ? parsed.format(pattern) : FORMAT_PLACEHOLDER;
}

/** A calendar day, year-month-day (`DAY_PATTERN`): formatDay(new Date(2024, 2, 5)) -> '2024-03-05'. Missing -> '-'. */
export function formatDay(value: DateInput): string {
  return formatDate(value, DAY_PATTERN);
}

/** The local midnight of a year-month-day text ('2024-03-05'); null for anything else. */
export function parseDay(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
}
