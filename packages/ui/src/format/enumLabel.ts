import { FORMAT_PLACEHOLDER } from './placeholder';

/**
 * The label of a value of a known set (an order status, a chain type...): `label(value)` for a
 * value in `known`, the value as it came for one the portal does not know (a server may add values:
 * decision 0085), and '-' when it is missing or empty. Never "undefined".
 */
export function enumLabel<V extends string>(
  value: string | number | null | undefined,
  known: readonly V[],
  label: (value: V) => string,
): string {
  if (value === null || value === undefined || value === '') return FORMAT_PLACEHOLDER;
  const text = String(value);
  return (known as readonly string[]).includes(text) ? label(text as V) : text;
}

/** Whether `value` is one of `known` (narrows an open enum to the known values). */
export function isKnown<V extends string>(
  value: string | number | null | undefined,
  known: readonly V[],
): value is V {
  return typeof value === 'string' && (known as readonly string[]).includes(value);
}
