import { describe, expect, it } from 'vitest';
import { ageParts, ChainTimeoutError, gasPriceParts, withTimeout } from './chainStatus';

describe('gasPriceParts', () => {
  it('says Gwei with at most three decimals, rounded', () => {
    expect(gasPriceParts(2_000_000_000n)).toEqual({ amount: '2', unit: 'gwei' });
    expect(gasPriceParts(1_512_691_214n)).toEqual({ amount: '1.513', unit: 'gwei' });
    expect(gasPriceParts(1_500_000_000n)).toEqual({ amount: '1.5', unit: 'gwei' });
    expect(gasPriceParts(1_000_000n)).toEqual({ amount: '0.001', unit: 'gwei' });
  });

  it('says wei under a thousandth of a Gwei', () => {
    expect(gasPriceParts(999_999n)).toEqual({ amount: '999999', unit: 'wei' });
    expect(gasPriceParts(7n)).toEqual({ amount: '7', unit: 'wei' });
  });
});

describe('ageParts', () => {
  const now = Date.UTC(2026, 10, 26, 12);
  it('counts seconds under a minute, then minutes, hours and days', () => {
    expect(ageParts(now - 8_400, now)).toEqual({ count: 8, unit: 'seconds' });
    expect(ageParts(now - 59_999, now)).toEqual({ count: 59, unit: 'seconds' });
    expect(ageParts(now - 60_000, now)).toEqual({ count: 1, unit: 'minutes' });
    expect(ageParts(now - 3 * 3_600_000, now)).toEqual({ count: 3, unit: 'hours' });
    expect(ageParts(now - 2 * 86_400_000, now)).toEqual({ count: 2, unit: 'days' });
  });

  it('takes a block stamped a little ahead of this clock as just made', () => {
    expect(ageParts(now + 2_000, now)).toEqual({ count: 0, unit: 'seconds' });
  });
});

describe('withTimeout', () => {
  it('gives up on an answer that never comes', async () => {
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toBeInstanceOf(ChainTimeoutError);
    await expect(withTimeout(Promise.resolve(1), 20)).resolves.toBe(1);
  });
});
