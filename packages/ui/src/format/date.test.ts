import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, parseDay } from './date';

// Local time, as the helpers format in the user's time zone.
const local = new Date(2024, 0, 2, 3, 4, 5);
const ms = local.getTime();
const seconds = ms / 1000;

describe('formatDate', () => {
  it('uses year-month-day hour:minute:second by default', () => {
    expect(formatDate(local)).toBe('2024-01-02 03:04:05');
  });

  it('treats a 10-digit timestamp as seconds and a 13-digit one as milliseconds', () => {
    expect(String(seconds)).toHaveLength(10);
    expect(formatDate(seconds)).toBe('2024-01-02 03:04:05');
    expect(formatDate(ms)).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(seconds))).toBe('2024-01-02 03:04:05');
    expect(formatDate(String(ms))).toBe('2024-01-02 03:04:05');
  });

  it('takes a pattern and date strings', () => {
    expect(formatDate(ms, 'YYYY/MM/DD')).toBe('2024/01/02');
    expect(formatDate('2023-12-31T23:59:00', 'MM-DD HH:mm')).toBe('12-31 23:59');
  });

  it('formats 0 as the epoch instead of treating it as missing', () => {
    expect(formatDate(0, 'YYYY')).toBe(new Date(0).getFullYear().toString());
  });

  it('returns "-" for missing or invalid input', () => {
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
    expect(formatDate(Number.NaN)).toBe('-');
    expect(formatDate(new Date('invalid'))).toBe('-');
  });
});

describe('formatDay and parseDay', () => {
  it('write and read a calendar day, year-month-day in local time', () => {
    expect(formatDay(new Date(2024, 2, 5, 23, 59))).toBe('2024-03-05');
    expect(formatDay(seconds)).toBe('2024-01-02');
    expect(formatDay(null)).toBe('-');
    expect(parseDay('2024-03-05')).toEqual(new Date(2024, 2, 5));
    expect(formatDay(parseDay('2024-12-31'))).toBe('2024-12-31');
  });

  it('reads nothing but a year-month-day text', () => {
    expect(parseDay('')).toBeNull();
    expect(parseDay('2024-3-5')).toBeNull();
    expect(parseDay('2024-03-05T00:00')).toBeNull();
  });
});
