// The statistics the benchmarks share (scripts/lighthouse.mjs, console-switch.mjs, start-blocking.mjs):
// medians of runs, and whether one build's runs tend lower than another's.

/** The median of the finite numbers in `values` (NaN for none). */
export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One-sided Mann-Whitney U test that `b` tends lower than `a`: the normal approximation with
 * average ranks for ties, good from about 8 runs each.
 */
export function mannWhitneyLower(a, b) {
  const all = [...a.map((v) => ({ v, from: 'a' })), ...b.map((v) => ({ v, from: 'b' }))].sort(
    (x, y) => x.v - y.v,
  );
  const ranks = new Array(all.length);
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1].v === all[i].v) j += 1;
    for (let k = i; k <= j; k += 1) ranks[k] = (i + j) / 2 + 1;
    i = j + 1;
  }
  const rankSumA = all.reduce((sum, item, i) => (item.from === 'a' ? sum + ranks[i] : sum), 0);
  const u = rankSumA - (a.length * (a.length + 1)) / 2;
  const mean = (a.length * b.length) / 2;
  const sd = Math.sqrt((a.length * b.length * (a.length + b.length + 1)) / 12);
  const z = (u - mean) / sd;
  // P(Z >= z) for a standard normal, by the error function's approximation (Abramowitz and Stegun 7.1.26).
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2);
  const erf =
    1 -
    t *
      Math.exp(-(z * z) / 2) *
      (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const p = z >= 0 ? (1 - erf) / 2 : (1 + erf) / 2;
  return { u, p };
}
