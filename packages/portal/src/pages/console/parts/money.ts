// Money is exact (docs/decisions/0005-business-api-families.md): yuan with two decimals on the wire,
// computed here in integer cents. Amounts are shown with ui's useMoney.

/** Yuan (at most two decimals) to integer cents. */
export function toCents(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Integer cents to yuan. */
export function toYuan(cents: number): number {
  return cents / 100;
}

/** Sums amounts in cents so the total never drifts. */
export function sumYuan(amounts: readonly number[]): number {
  return toYuan(amounts.reduce((sum, a) => sum + toCents(a), 0));
}

const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** Parses typed yuan ('12', '12.5', '12.50') into cents; null when not a plain amount. */
export function parseAmountCents(text: string): number | null {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * Typed yuan as the number a request's amount schema checks ('12.5' → 12.5); NaN, which that schema
 * refuses, when the text is not a plain amount. For a form: z.pipe(z.pipe(z.string(),
 * z.transform(typedYuan)), rechargeRequest.shape.amount).
 */
export function typedYuan(text: string): number {
  const cents = parseAmountCents(text);
  return cents === null ? Number.NaN : toYuan(cents);
}
