// scripts/vitals-p75.mjs (decision 0095): the p75 per route and metric of the beacon's figures.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { p75, summarize } from './vitals-p75.mjs';

const line = (at, name, value, route, id, navigationType = 'navigate') =>
  JSON.stringify({ at, release: 'portal@0.1.0', name, value, rating: 'good', route, id, navigationType });

describe('vitals-p75', () => {
  it('takes the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([5])).toBe(5);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([10, 20, 30, 40, 50])).toBe(40);
  });

  it('groups by route and metric, counts a figure reported twice once, and keeps what came since', () => {
    const text = [
      line('2026-11-29T09:00:00Z', 'LCP', 9000, '/index', 'old'),
      line('2026-11-29T10:00:00Z', 'LCP', 1000, '/index', 'a'),
      line('2026-11-29T10:00:01Z', 'LCP', 2000, '/index', 'b'),
      line('2026-11-29T10:00:02Z', 'LCP', 3000, '/index', 'c'),
      line('2026-11-29T10:00:03Z', 'LCP', 4000, '/index', 'd'),
      line('2026-11-29T10:00:04Z', 'CLS', 0.02, '/index', 'e'),
      line('2026-11-29T10:00:05Z', 'CLS', 0.3, '/index', 'e'),
      line('2026-11-29T10:00:06Z', 'TTFB', 120, '/myconsultation/myfeedbackdetail', 'f'),
      line('2026-11-29T10:00:07Z', 'LCP', 200, '/myconsultation/myfeedbackdetail', 'g', 'soft-navigation'),
      line('2026-11-29T10:00:07Z', 'TTFB', 0, '/myconsultation/myfeedbackdetail', 'h', 'soft-navigation'),
      line('2026-11-29T10:00:08Z', 'LCP', 900, '/myconsultation/myfeedbackdetail', 'i', 'reload'),
      'not json',
    ].join('\n');
    expect(summarize(text, { since: '2026-11-29T10:00:00Z' })).toEqual([
      { route: '/index', metric: 'LCP', kind: 'load', count: 4, p75: 3000, good: false },
      { route: '/index', metric: 'CLS', kind: 'load', count: 1, p75: 0.3, good: false },
      {
        route: '/myconsultation/myfeedbackdetail',
        metric: 'LCP',
        kind: 'load',
        count: 1,
        p75: 900,
        good: true,
      },
      {
        route: '/myconsultation/myfeedbackdetail',
        metric: 'TTFB',
        kind: 'load',
        count: 1,
        p75: 120,
        good: true,
      },
      {
        route: '/myconsultation/myfeedbackdetail',
        metric: 'LCP',
        kind: 'route change',
        count: 1,
        p75: 200,
        good: true,
      },
    ]);
  });

  it('prints a table from a data folder', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vitals-'));
    writeFileSync(
      path.join(dir, 'vitals.jsonl'),
      `${line('2026-11-29T10:00:00Z', 'INP', 48, '/login', 'x')}\n`,
    );
    const out = execFileSync(process.execPath, [path.join(import.meta.dirname, 'vitals-p75.mjs'), dir], {
      encoding: 'utf8',
    });
    expect(out).toMatch(/\/login\s+load\s+INP\s+1\s+48 ms\s+good/);
  });
});
