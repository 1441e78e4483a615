import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateInput } from './date';
import { useClock } from './clock';
import { formatRelativeTime, RELATIVE_TIME_DATE_PATTERN } from './relativeTime';

export interface UseRelativeTimeOptions {
  /** How often the label is recomputed. @default 30000 */
  refreshMs?: number;
  /** The date pattern beyond two days. @default 'YYYY-MM-DD HH:mm' */
  datePattern?: string;
}

/** `formatRelativeTime` in the current language, against the clock of the context (clock.tsx), kept fresh as time passes. */
export function useRelativeTime(value: DateInput, options: UseRelativeTimeOptions = {}): string {
  const { refreshMs = 30_000, datePattern = RELATIVE_TIME_DATE_PATTERN } = options;
  const { t } = useTranslation('ui');
  const clock = useClock();
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), refreshMs);
    return () => clearInterval(timer);
  }, [clock, refreshMs]);
  return formatRelativeTime(value, now, t, datePattern);
}
