import { formatDate, toDayjs, type DateInput } from './date';
import { useRelativeTime, type UseRelativeTimeOptions } from './useRelativeTime';

export interface RelativeTimeProps extends UseRelativeTimeOptions {
  value: DateInput;
}

/**
 * When something happened, as the spec says it (docs/product.md#limits): 'just now', '5 minutes
 * ago', '3 hours ago', '1 day ago', then the date; kept fresh as time passes. The full date and time
 * is the element's `dateTime` and its title on hover.
 */
export function RelativeTime({ value, ...options }: RelativeTimeProps) {
  const label = useRelativeTime(value, options);
  const when = toDayjs(value);
  return (
    <time dateTime={when ? when.toISOString() : undefined} title={when ? formatDate(value) : undefined}>
      {label}
    </time>
  );
}
