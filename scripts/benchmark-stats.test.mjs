// scripts/benchmark-stats.mjs: the benchmarks' medians, and whether a build's runs tend lower than
// another's (decision 0109). The expected p-values are SciPy's (scipy.stats.mannwhitneyu, alternative='greater', the asymptotic
// method without continuity correction) for the same samples.
import { describe, expect, it } from 'vitest';
import { mannWhitneyLower, median } from './benchmark-stats.mjs';

describe('median', () => {
  it('takes the middle run, or the mean of the two middle ones, of the runs that have a figure', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([100, NaN, undefined, 300])).toBe(200);
    expect(median([])).toBeNaN();
  });
});

describe('the one-sided Mann-Whitney test', () => {
  it('finds a second build that blocks less in every run beyond the noise', () => {
    const { u, p } = mannWhitneyLower([11, 12, 13, 14, 15, 16, 17, 18], [1, 2, 3, 4, 5, 6, 7, 8]);
    expect(u).toBe(64);
    expect(p).toBeCloseTo(0.000389, 5);
  });

  it('finds nothing when the builds block alike, and nothing when the second blocks more', () => {
    expect(mannWhitneyLower([1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 3, 4, 5, 6, 7, 8]).p).toBeCloseTo(0.5, 5);
    expect(mannWhitneyLower([1, 2, 3, 4, 5, 6, 7, 8], [11, 12, 13, 14, 15, 16, 17, 18]).p).toBeGreaterThan(
      0.999,
    );
  });

  it('ranks ties alike, as on runs that overlap (decision 0109, /login)', () => {
    const before = [
      275, 109, 318, 142, 108, 213, 443, 279, 146, 165, 180, 413, 336, 170, 319, 117, 123, 193, 226, 259, 136,
      138, 93, 265,
    ];
    const yields = [
      164, 92, 75, 388, 172, 230, 124, 317, 72, 74, 68, 130, 179, 158, 123, 91, 226, 107, 157, 123, 105, 78,
      75, 158,
    ];
    const { u, p } = mannWhitneyLower(before, yields);
    expect(u).toBe(426.5);
    expect(p).toBeCloseTo(0.00214, 4);
  });
});
