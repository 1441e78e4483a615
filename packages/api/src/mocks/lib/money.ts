/** The store keeps money in integer cents and answers in yuan (decision 0005). */

/** Cents to yuan (a number with at most two decimals). */
export const yuan = (cents: number): number => Math.round(cents) / 100;
/** Yuan to cents, rounded once. */
export const cents = (value: number): number => Math.round(value * 100);
