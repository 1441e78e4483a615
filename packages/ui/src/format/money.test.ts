import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats yuan in Chinese by default, with two decimals and grouping', () => {
    expect(formatMoney(1234.5)).toBe('¥1,234.50');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney('99')).toBe('¥99.00');
  });

  it('follows the language and the currency', () => {
    expect(formatMoney(1234.5, 'CNY', 'en')).toBe('CN¥1,234.50');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'JPY', 'ja')).toMatch(/^[￥¥]1,235$/);
    expect(formatMoney(1234.5, 'EUR', 'es')).toMatch(/^1234,50\s€$/);
  });

  it('keeps the sign of negative amounts, always as U+2212', () => {
    expect(formatMoney(-8.2)).toBe('\u2212¥8.20');
    expect(formatMoney(-87730, 'CNY', 'en')).toBe('\u2212CN¥87,730.00');
    expect(formatMoney(-1234.5, 'EUR', 'es')).toMatch(/^\u22121234,50\s€$/);
    for (const lng of ['zh', 'en', 'es', 'ja'] as const)
      expect(formatMoney(-1, 'CNY', lng)).not.toContain('-');
  });

  it('returns "-" for missing, invalid input or an unknown currency', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined)).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney('12abc')).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(10, 'NOT-A-CODE')).toBe('-');
  });
});
