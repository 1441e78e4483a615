import { describe, expect, it } from 'vitest';
import { usageBars, usageCsvRows, type UsageData } from './usageData';

const usage: UsageData = {
  series: ['eth_blockNumber', 'eth_call'],
  buckets: [
    { start: '2026-11-29T08:58:00.000Z', total: 0, byMethod: [], partial: undefined },
    {
      start: '2026-11-29T08:59:00.000Z',
      total: 7,
      byMethod: [
        { method: 'eth_call', count: 2 },
        { method: 'eth_blockNumber', count: 3 },
      ],
      partial: true,
    },
  ],
  topMethods: [
    { method: 'eth_blockNumber', count: 3, errors: 0 },
    { method: 'eth_call', count: 2, errors: 1 },
  ],
  errors: [
    { kind: 'method', count: 2 },
    { kind: 'someday', count: 1 },
  ],
};

const headers = {
  start: 'Start',
  other: 'Other',
  total: 'Total',
  partial: 'Partial',
  method: 'Method',
  calls: 'Calls',
  failed: 'Failed',
  kind: 'Kind',
  kindName: (kind: string) => (kind === 'method' ? 'Method not allowed' : kind),
};

describe('usageBars', () => {
  it('stacks each bar in the order of the series, the rest left to the bar’s total', () => {
    const bars = usageBars(usage, '1h');
    expect(bars.map((b) => [b.value, b.parts, b.partial])).toEqual([
      [0, [0, 0], false],
      [7, [3, 2], true],
    ]);
  });
});

describe('usageCsvRows', () => {
  it('writes the buckets with a column per series and other, then the methods, then the errors', () => {
    expect(usageCsvRows(usage, headers)).toEqual([
      ['Start', 'eth_blockNumber', 'eth_call', 'Other', 'Total', 'Partial'],
      ['2026-11-29T08:58:00.000Z', 0, 0, 0, 0, 0],
      ['2026-11-29T08:59:00.000Z', 3, 2, 2, 7, 1],
      [],
      ['Method', 'Calls', 'Failed'],
      ['eth_blockNumber', 3, 0],
      ['eth_call', 2, 1],
      [],
      ['Kind', 'Calls'],
      ['Method not allowed', 2],
      ['someday', 1],
    ]);
  });
});
