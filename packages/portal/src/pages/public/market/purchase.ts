import type { MarketDetail, MarketEdition } from '@chainportal/api';

/** The purchase choice of /applicationmarketdetail, kept in the address so sign-in brings it back. */
export interface PurchaseChoice {
  edition: MarketEdition;
  quantity: number;
  periodMonths: number;
}

/** Reads the choice from the address, clamped to what the product allows. */
export function readChoice(detail: MarketDetail, params: URLSearchParams): PurchaseChoice {
  const edition =
    detail.editions.find((e) => e.key === params.get('edition')) ??
    detail.editions.find((e) => e.priceType === 'fixed') ??
    detail.editions[0]!;
  const { minQuantity, maxQuantity, periods } = detail.purchase;
  const asked = Math.trunc(Number(params.get('quantity')));
  const quantity =
    Number.isFinite(asked) && asked > 0 ? Math.min(maxQuantity, Math.max(minQuantity, asked)) : minQuantity;
  // The trial edition is always one month (decision 0005).
  const askedPeriod = Number(params.get('period'));
  const periodMonths =
    edition.key === 'trial' ? 1 : periods.includes(askedPeriod) ? askedPeriod : periods[0]!;
  return { edition, quantity, periodMonths };
}

/** Amount = monthly price × quantity × months, computed in cents so it never drifts; null = negotiable. */
export function purchaseAmount({ edition, quantity, periodMonths }: PurchaseChoice): number | null {
  if (edition.priceType === 'negotiable' || edition.monthlyPrice === undefined)
    return edition.priceType === 'free' ? 0 : null;
  return (Math.round(edition.monthlyPrice * 100) * quantity * periodMonths) / 100;
}
