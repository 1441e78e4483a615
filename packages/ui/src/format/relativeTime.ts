import type { TFunction } from 'i18next';
import { formatDate, toDayjs, type DateInput } from './date';
import { FORMAT_PLACEHOLDER } from './placeholder';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The `t` of the `ui` namespace, from `useTranslation('ui')` or `i18n.getFixedT(lng, 'ui')`. */
export type UiT = TFunction<'ui'>;

/** What a relative time falls back to beyond two days. */
export const RELATIVE_TIME_DATE_PATTERN = 'YYYY-MM-DD HH:mm';

/**
 * How long ago `value` was, seen from `now` (docs/product.md#limits): 'just now' under 30 seconds,
 * 'N minutes ago' under an hour, 'N hours ago' under a day, '1 day ago' under two days, otherwise
 * the date. The language is the one of `t`. A time more than 30 seconds ahead of `now` shows the
 * date. Missing or invalid input -> '-'.
 */
export function formatRelativeTime(
  value: DateInput,
  now: DateInput,
  t: UiT,
  datePattern: string = RELATIVE_TIME_DATE_PATTERN,
): string {
  const then = toDayjs(value);
  const reference = toDayjs(now);
  if (!then || !reference) return FORMAT_PLACEHOLDER;
  const seconds = reference.diff(then, 'millisecond') / 1000;
  if (Math.abs(seconds) < 30) return t('relativeTime.justNow');
  if (seconds < 0) return formatDate(then.toDate(), datePattern);
  if (seconds < HOUR)
    return t('relativeTime.minutesAgo', { count: Math.max(1, Math.floor(seconds / MINUTE)) });
  if (seconds < DAY) return t('relativeTime.hoursAgo', { count: Math.floor(seconds / HOUR) });
  if (seconds < 2 * DAY) return t('relativeTime.daysAgo', { count: 1 });
  return formatDate(then.toDate(), datePattern);
}

/**
 * A length of time as a label in whole seconds, minutes, hours or days (docs/product.md#limits,
 * "elsewhere"): under a minute in seconds, under an hour in minutes, under a day in hours, otherwise in days. Negative or invalid -> '-'.
 */
export function formatDurationLabel(seconds: number | null | undefined, t: UiT): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) {
    return FORMAT_PLACEHOLDER;
  }
  if (seconds < MINUTE) return t('duration.seconds', { count: Math.floor(seconds) });
  if (seconds < HOUR) return t('duration.minutes', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('duration.hours', { count: Math.floor(seconds / HOUR) });
  return t('duration.days', { count: Math.floor(seconds / DAY) });
}
