import { describe, expect, it } from 'vitest';
import type { MarketDetail } from '@chainportal/api';
import { purchaseAmount, readChoice } from './purchase';

const detail = {
  editions: [
    {
      key: 'trial',
      picture: 'edition-trial',
      name: 'Trial',
      priceType: 'free',
      monthlyPrice: null,
      features: [],
    },
    {
      key: 'basic',
      picture: 'edition-basic',
      name: 'Basic',
      priceType: 'fixed',
      monthlyPrice: 199.9,
      features: [],
    },
    {
      key: 'custom',
      picture: 'edition-custom',
      name: 'Custom',
      priceType: 'negotiable',
      monthlyPrice: null,
      features: [],
    },
  ],
  purchase: { minQuantity: 1, maxQuantity: 10, periods: [1, 6, 12] },
} as unknown as MarketDetail;

describe('the purchase choice', () => {
  it('starts on the first priced edition, the least quantity and the first period', () => {
    const choice = readChoice(detail, new URLSearchParams());
    expect([choice.edition.key, choice.quantity, choice.periodMonths]).toEqual(['basic', 1, 1]);
  });

  it('reads the address and clamps what the product does not allow', () => {
    const choice = readChoice(detail, new URLSearchParams('edition=basic&quantity=99&period=7'));
    expect([choice.quantity, choice.periodMonths]).toEqual([10, 1]);
    expect(readChoice(detail, new URLSearchParams('edition=trial&period=12')).periodMonths).toBe(1);
  });

  it('computes the amount in cents: price × quantity × months; free is 0, negotiable has none', () => {
    expect(
      purchaseAmount(readChoice(detail, new URLSearchParams('edition=basic&quantity=3&period=12'))),
    ).toBe(7196.4);
    expect(purchaseAmount(readChoice(detail, new URLSearchParams('edition=trial')))).toBe(0);
    expect(purchaseAmount(readChoice(detail, new URLSearchParams('edition=custom')))).toBeNull();
  });
});
