// Barrel for this area; re-exported by src/index.ts.
export { FORMAT_PLACEHOLDER } from './placeholder';
export { formatGrouped, formatNumber } from './number';
export {
  formatDate,
  formatDay,
  parseDay,
  toDayjs,
  DAY_PATTERN,
  DEFAULT_DATE_PATTERN,
  type DateInput,
} from './date';
export {
  formatRelativeTime,
  formatDurationLabel,
  RELATIVE_TIME_DATE_PATTERN,
  type UiT,
} from './relativeTime';
export { ClockProvider, type ClockProviderProps } from './clock';
export { useRelativeTime, type UseRelativeTimeOptions } from './useRelativeTime';
export { useDurationLabel } from './useDurationLabel';
export { RelativeTime, type RelativeTimeProps } from './RelativeTime';
export { joinText, maskPhone, normalizeParentheses } from './text';
export { formatMoney } from './money';
export { useMoney } from './useMoney';
export { enumLabel, isKnown } from './enumLabel';
