// What the Usage panel draws and exports, from the usage answer (decision 0102): the bars, stacked
// by the window's top methods (`series`) with the rest as "other", and the CSV rows of the same data.
// Pure, so the panel, its CSV and their tests share one reading of the answer (decision 0103).
import type { ServiceUsage, UsageBucket, UsageWindow } from '@chainportal/api';
import { formatDate, type BarChartDatum } from '@chainportal/ui';

/** The parts of the usage answer the chart and the CSV read. */
export type UsageData = Pick<ServiceUsage, 'series' | 'buckets' | 'topMethods' | 'errors'>;

/** How a bucket's start is written on the axis: the time within a day, the day and hour, or the day. */
const LABEL_PATTERN: Record<UsageWindow, string> = {
  '1h': 'HH:mm',
  '24h': 'HH:mm',
  '7d': 'MM-DD HH:mm',
  '30d': 'MM-DD',
};

/** The calls of each series method in a bucket, in the order of `series` (0 where it had none). */
export function seriesCounts(bucket: UsageBucket, series: readonly string[]): number[] {
  return series.map((method) => bucket.byMethod.find((m) => m.method === method)?.count ?? 0);
}

/** The chart's bars: one per bucket, its parts the series methods', its value every call. */
export function usageBars(usage: UsageData, window: UsageWindow): BarChartDatum[] {
  return usage.buckets.map((bucket) => ({
    label: formatDate(bucket.start, LABEL_PATTERN[window]),
    value: bucket.total,
    parts: seriesCounts(bucket, usage.series),
    partial: bucket.partial === true,
  }));
}

/** The CSV's headers, translated by the panel. */
export interface UsageCsvHeaders {
  start: string;
  other: string;
  total: string;
  partial: string;
  method: string;
  calls: string;
  failed: string;
  kind: string;
  /** A kind's name (`usageErrorKinds`), or the kind itself when unknown. */
  kindName: (kind: string) => string;
}

/**
 * The CSV: the buckets (start as the answer gives it, ISO 8601 UTC, one column per series method, other, total, whether
 * still growing), then after an empty line the top methods (calls, failed), then the errors by kind.
 */
export function usageCsvRows(usage: UsageData, h: UsageCsvHeaders): (string | number)[][] {
  const buckets = usage.buckets.map((bucket) => {
    const counts = seriesCounts(bucket, usage.series);
    const other = Math.max(0, bucket.total - counts.reduce((sum, v) => sum + v, 0));
    return [bucket.start, ...counts, other, bucket.total, bucket.partial ? 1 : 0];
  });
  return [
    [h.start, ...usage.series, h.other, h.total, h.partial],
    ...buckets,
    [],
    [h.method, h.calls, h.failed],
    ...usage.topMethods.map((m) => [m.method, m.count ?? 0, m.errors ?? 0]),
    [],
    [h.kind, h.calls],
    ...usage.errors.map((e) => [h.kindName(e.kind), e.count ?? 0]),
  ];
}
