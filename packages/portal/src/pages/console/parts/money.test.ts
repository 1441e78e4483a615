import { describe, expect, it } from 'vitest';
import { parseAmountCents, sumYuan, toCents } from './money';

describe('money in cents', () => {
  it('sums without floating drift', () => {
    expect(sumYuan([0.1, 0.2])).toBe(0.3);
    expect(sumYuan([1280.5, 19.99, 0.01])).toBe(1300.5);
  });
  it('rounds yuan to cents once', () => {
    expect(toCents(12860.5)).toBe(1286050);
  });
  it('parses typed amounts with at most two decimals', () => {
    expect(parseAmountCents('12')).toBe(1200);
    expect(parseAmountCents(' 12.5 ')).toBe(1250);
    expect(parseAmountCents('0.07')).toBe(7);
    expect(parseAmountCents('1.234')).toBeNull();
    expect(parseAmountCents('-3')).toBeNull();
    expect(parseAmountCents('abc')).toBeNull();
  });
});
