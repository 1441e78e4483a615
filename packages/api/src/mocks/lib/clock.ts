/**
 * The mock backend's clock (decision 0068). The seeded world is dated relative to MOCK_NOW, which is
 * today: the start of the current UTC day, so the data is the same all day long (the browser demo
 * seeds again on every page load) and moves with the calendar, and the sign-in log, the orders and
 * the notices all speak of the same year. Storybook and the unit tests pin the day instead
 * (`pinMockClock(PINNED_NOW)`), so lists and screenshots do not change from run to run.
 *
 * Records created while the mock runs (orders, invoices, work orders...) are dated by `mockNow()`:
 * the real time, or on a pinned day the pinned instant plus the time since the data was seeded, so
 * they sit right after the seeded ones. Sessions, tickets and read times use the real clock, as
 * tokens expire in real time.
 */
import type { Rng } from './rng';

export const DAY_MS = 86_400_000;

/** The instant Storybook, the visual baselines and the unit tests pin the world to. */
export const PINNED_NOW = Date.UTC(2026, 10, 26, 8, 0, 0);

let pinned: number | null = null;

/** The start of the current UTC day. */
const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

/**
 * The instant the seeded world is dated from: today (UTC midnight), or the pinned instant. Read it
 * at run time (it is a live binding that `resetMockDb()` moves on to the current day).
 */
export let MOCK_NOW = today();

let startedAt = Date.now();

/**
 * Pins the world to an instant (Storybook, tests) or, with null, lets it follow today again. Takes
 * effect at the next `resetMockDb()`.
 */
export function pinMockClock(at: number | null): void {
  pinned = at;
}

/** Starts the clock for a new seed (called by resetMockDb before the seeds run). */
export function startClock(): void {
  startedAt = Date.now();
  MOCK_NOW = pinned ?? today();
}

/** Now, on the mock clock. */
export function mockNow(): number {
  return pinned === null ? Math.max(Date.now(), MOCK_NOW) : MOCK_NOW + (Date.now() - startedAt);
}

/** An instant as ISO 8601 (UTC). */
export const iso = (at: number | Date) => new Date(+at).toISOString();

/** Now on the mock clock, as ISO 8601. */
export const nowIso = () => iso(mockNow());

/** The UTC day of an instant as 'YYYYMMDD' (in record numbers such as DD20261126123456). */
export const stamp = (at: number | Date) => iso(at).slice(0, 10).replace(/-/g, '');

/** A seeded date between `from` and `to` days before MOCK_NOW. */
export const daysAgo = (rng: Rng, from: number, to = 0) =>
  rng.date(MOCK_NOW - from * DAY_MS, MOCK_NOW - to * DAY_MS);
