/**
 * The mock backend's clock. Seeded data is dated relative to MOCK_NOW (2025-06-01 08:00 UTC), so
 * lists and screenshots do not change from day to day. Records that belong to a user and are
 * created while the mock runs (orders, invoices, work orders...) are dated on a clock that starts
 * at MOCK_NOW when the data is seeded and advances in real time, so they sit right after the seeded
 * ones (date filters, the monthly chart and "newest first" stay consistent). Sessions, tickets,
 * read times and login history use the real clock, as tokens expire in real time.
 */
import type { Rng } from './rng';

export const MOCK_NOW = Date.UTC(2025, 5, 1, 8, 0, 0);
export const DAY_MS = 86_400_000;

let startedAt = Date.now();

/** Starts the clock at MOCK_NOW (called when the data is seeded). */
export function startClock(): void {
  startedAt = Date.now();
}

/** Now, on the mock clock. */
export function mockNow(): number {
  return MOCK_NOW + (Date.now() - startedAt);
}

/** An instant as ISO 8601 (UTC). */
export const iso = (at: number | Date) => new Date(+at).toISOString();

/** Now on the mock clock, as ISO 8601. */
export const nowIso = () => iso(mockNow());

/** The UTC day of an instant as 'YYYYMMDD' (in record numbers such as DD20250601123456). */
export const stamp = (at: number | Date) => iso(at).slice(0, 10).replace(/-/g, '');

/** A seeded date between `from` and `to` days before MOCK_NOW. */
export const daysAgo = (rng: Rng, from: number, to = 0) =>
  rng.date(MOCK_NOW - from * DAY_MS, MOCK_NOW - to * DAY_MS);
