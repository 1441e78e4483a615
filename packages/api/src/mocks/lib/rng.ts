/** Seeded pseudo-random numbers (mulberry32): the same seed gives the same mock data every run. */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  bool(p?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** n distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** A date between `from` and `to` (ms or Date); returns a Date. */
  date(from: number | Date, to: number | Date): Date;
  /** A string of digits, e.g. for phone numbers and order numbers. */
  digits(length: number): string;
  /** A hex string of the given length, e.g. for addresses and hashes. */
  hex(length: number): string;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('rng.pick: empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    bool: (p = 0.5) => next() < p,
    pick,
    shuffle,
    sample: (items, n) => shuffle(items).slice(0, n),
    date: (from, to) => {
      const a = +from;
      const b = +to;
      // Whole seconds, so the dates print the same everywhere.
      return new Date(Math.floor((a + next() * (b - a)) / 1000) * 1000);
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    hex: (length) => Array.from({ length }, () => '0123456789abcdef'[int(0, 15)]).join(''),
  };
}

let runtime: Rng | undefined;

/** Keeps `rng` (after it seeded the data) for the numbers records created at run time need. */
export function keepRuntimeRng(rng: Rng): void {
  runtime = rng;
}

/** The random numbers of records created at run time (invitation codes, order numbers, addresses). */
export function runtimeRng(): Rng {
  if (!runtime) throw new Error('[mocks] resetMockDb() has not seeded the data yet');
  return runtime;
}
