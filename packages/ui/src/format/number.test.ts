import { describe, expect, it } from 'vitest';
import { formatGrouped, formatNumber } from './number';

describe('formatNumber', () => {
  it('shortens with k, M, G, T, P and E', () => {
    expect(formatNumber(1234)).toBe('1.2k');
    expect(formatNumber(2_500_000)).toBe('2.5M');
    expect(formatNumber(7.1e9)).toBe('7.1G');
    expect(formatNumber(3e12)).toBe('3T');
    expect(formatNumber(4.25e15, 2)).toBe('4.25P');
    expect(formatNumber(1.5e18)).toBe('1.5E');
  });

  it('respects the digits and drops trailing zeros', () => {
    expect(formatNumber(1234, 2)).toBe('1.23k');
    expect(formatNumber(1234, 0)).toBe('1k');
    expect(formatNumber(1000)).toBe('1k');
    expect(formatNumber(1050, 2)).toBe('1.05k');
  });

  it('moves to the next unit when rounding reaches 1000', () => {
    expect(formatNumber(999_950)).toBe('1M');
    expect(formatNumber(999.96)).toBe('1k');
  });

  it('leaves numbers below 1000 alone, including 0 and negatives', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(-42)).toBe('-42');
    expect(formatNumber(-1234)).toBe('-1.2k');
  });

  it('accepts numeric strings and returns "-" for missing or invalid input', () => {
    expect(formatNumber('2048')).toBe('2k');
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber('')).toBe('-');
    expect(formatNumber('abc')).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('-');
  });
});

describe('formatGrouped', () => {
  it('groups digits the way the locale does and keeps decimals', () => {
    expect(formatGrouped(3470, 'en')).toBe('3,470');
    expect(formatGrouped(1498, 'zh-CN')).toBe('1,498');
    expect(formatGrouped(1234567.5, 'es')).toBe('1.234.567,5');
    expect(formatGrouped(99.99, 'en')).toBe('99.99');
  });

  it('writes what Intl.NumberFormat writes in each of the portal languages', () => {
    const values = [
      0,
      7,
      42,
      999,
      1000,
      1234,
      9999,
      10000,
      12345,
      123456,
      1234567,
      98765432109,
      0.5,
      99.9,
      99.99,
      99.999,
      1.23456,
      1234.5678,
      -1,
      -1234,
      -12345.25,
      -0,
      1e21,
      2 ** 53 + 2,
      0.000001,
    ];
    for (const language of ['zh', 'en', 'es', 'ja']) {
      const intl = new Intl.NumberFormat(language);
      for (const value of values)
        expect(`${language} ${formatGrouped(value, language)}`).toBe(`${language} ${intl.format(value)}`);
    }
  });

  it('answers the placeholder for what is not a number', () => {
    expect(formatGrouped(undefined, 'en')).toBe('-');
    expect(formatGrouped(Number.NaN, 'en')).toBe('-');
  });
});
