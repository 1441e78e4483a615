import dayjs, { type Dayjs } from 'dayjs';
import { FORMAT_PLACEHOLDER } from './placeholder';

/** Anything the date helpers accept: a Date, a timestamp (10 digits = seconds, 13 = ms), or a date string. */
export type DateInput = Date | number | string | null | undefined;

/** The spec's default: year-month-day hour:minute:second. */
export const DEFAULT_DATE_PATTERN = 'YYYY-MM-DD HH:mm:ss';

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
