// A service's usage as the console reads it (decision 0102): the window's buckets, every one of
// them (empty ones zero-filled, the last marked partial), the five most called methods the bars are
// stacked by, the totals, the top methods, the errors by kind, p50 and p95 latency from the
// per-minute histograms, and the plan the figures are measured against.
import { USAGE_BUCKETS, type UsageWindow } from '../../gateway/schemas';
import type { MockService } from '../bizDb';
import { BATCH_LIMIT, type Plan } from './plans';
import type { UsageAnswer } from './registry';
import { binMiddleUs, type GatewayStore } from './store';

export function usageAnswer(
  store: GatewayStore,
  service: MockService,
  plan: Plan,
  window: UsageWindow,
  now: number,
): UsageAnswer {
  const { seconds, count } = USAGE_BUCKETS[window];
  const size = seconds * 1000;
  const end = (Math.floor(now / size) + 1) * size;
  const from = end - count * size;
  const rows = store.usage(service.id, from, size, count);
  const byMethod = new Map<string, { count: number; errors: number }>();
  const byKind = new Map<string, number>();
  const totals = { requests: 0, errors: 0, refused: 0 };
  for (const r of rows.counts) {
    const m = byMethod.get(r.method) ?? { count: 0, errors: 0 };
    m.count += r.count;
    totals.requests += r.count;
    if (r.status !== 'ok') {
      m.errors += r.count;
      byKind.set(r.kind, (byKind.get(r.kind) ?? 0) + r.count);
      if (r.status === 'error') totals.errors += r.count;
      else totals.refused += r.count;
    }
    byMethod.set(r.method, m);
  }
  const ranked = [...byMethod.entries()].sort((a, b) => b[1].count - a[1].count || (a[0] < b[0] ? -1 : 1));
  const series = ranked.slice(0, 5).map(([method]) => method);
  const buckets = Array.from({ length: count }, (_, i) => ({
    start: new Date(from + i * size).toISOString(),
    total: 0,
    methods: new Map<string, number>(),
  }));
  for (const r of rows.counts) {
    const bucket = buckets[r.bucket];
    if (!bucket) continue;
    bucket.total += r.count;
    if (series.includes(r.method))
      bucket.methods.set(r.method, (bucket.methods.get(r.method) ?? 0) + r.count);
  }
  const forwarded = rows.latency.reduce((sum, r) => sum + r.count, 0);
  const percentile = (p: number) => {
    let seen = 0;
    for (const r of rows.latency) {
      seen += r.count;
      if (seen >= p * forwarded) return Math.round(binMiddleUs(r.bin) / 10) / 100;
    }
    return undefined;
  };
  return {
    serviceId: service.id,
    window,
    from: new Date(from).toISOString(),
    to: new Date(end).toISOString(),
    bucketSeconds: seconds,
    series,
    buckets: buckets.map((b, i) => ({
      start: b.start,
      total: b.total,
      byMethod: series.flatMap((method) => {
        const n = b.methods.get(method);
        return n ? [{ method, count: n }] : [];
      }),
      ...(i === count - 1 ? { partial: true } : {}),
    })),
    totals,
    topMethods: ranked.slice(0, 10).map(([method, m]) => ({ method, count: m.count, errors: m.errors })),
    errors: [...byKind.entries()].sort((a, b) => b[1] - a[1]).map(([kind, n]) => ({ kind, count: n })),
    latency: forwarded > 0 ? { p50Ms: percentile(0.5), p95Ms: percentile(0.95) } : undefined,
    plan: { edition: service.edition, ...plan, batchLimit: BATCH_LIMIT },
  };
}
