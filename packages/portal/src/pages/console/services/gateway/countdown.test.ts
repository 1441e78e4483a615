import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('reads hours, minutes and seconds, hours uncapped', () => {
    expect(formatCountdown(24 * 3600_000, 0)).toBe('24:00:00');
    expect(formatCountdown(3_723_000, 0)).toBe('1:02:03');
  });

  it('rounds up to the second, and reads 0:00:00 only once the time is up', () => {
    expect(formatCountdown(1, 0)).toBe('0:00:01');
    expect(formatCountdown(59_001, 0)).toBe('0:01:00');
    expect(formatCountdown(1000, 1000)).toBe('0:00:00');
    expect(formatCountdown(1000, 5000)).toBe('0:00:00');
  });
});
