import { FORMAT_PLACEHOLDER } from './placeholder';

// docs/product.md#limits: number formatter units k, M, G, T, P, E.
const UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

function trimZeros(fixed: string): string {
  return fixed.replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
}

/**
 * Shortens a number with a unit: 1234 -> '1.2k', 2500000 -> '2.5M', up to E. Below 1000 the number
 * is shown as it is. Trailing zeros are dropped ('1k', not '1.0k'); a value that rounds up to 1000
 * of a unit moves to the next one (999950 -> '1M'). Not a finite number -> '-'.
 */
export function formatNumber(value: number | string | null | undefined, digits = 1): string {
  if (value === null || value === undefined || value === '') return FORMAT_PLACEHOLDER;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return FORMAT_PLACEHOLDER;
  const places = Math.min(20, Math.max(0, Math.trunc(digits)));
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (const [i, unit] of UNITS.entries()) {
    if (abs < unit.value) continue;
    let fixed = (abs / unit.value).toFixed(places);
    let symbol: string = unit.symbol;
    const larger = UNITS[i - 1];
    if (Number(fixed) >= 1000 && larger) {
      fixed = (abs / larger.value).toFixed(places);
      symbol = larger.symbol;
    }
    return `${sign}${trimZeros(fixed)}${symbol}`;
  }
  // 999.96 with one digit would read '1000.0': round into 'k' like the larger units do.
  const rounded = trimZeros(abs.toFixed(places));
  if (Number(rounded) >= 1000) return `${sign}${trimZeros((abs / 1000).toFixed(places))}k`;
  return `${sign}${n === 0 ? '0' : String(abs)}`;
}

/** One grouping formatter per locale: building an Intl.NumberFormat costs far more than using one. */
const groupings = new Map<string, Intl.NumberFormat>();

/**
 * The separators Intl.NumberFormat uses for the portal's own languages (locales/): the first
 * Intl.NumberFormat a page builds costs 25-60 ms of main thread in Chromium (loading ICU's number
 * data; docs/performance.md), about as much as the rest of the landing page's data render. What
 * these cover is formatted without it; number.test.ts checks them against Intl for every language.
 * `minGrouping` is ICU's minimum grouping digits: Spanish writes 1234 but 12.345.
 */
const SEPARATORS: Record<string, { group: string; decimal: string; minGrouping: number }> = {
  en: { group: ',', decimal: '.', minGrouping: 1 },
  zh: { group: ',', decimal: '.', minGrouping: 1 },
  ja: { group: ',', decimal: '.', minGrouping: 1 },
  es: { group: '.', decimal: ',', minGrouping: 2 },
};

/** Intl.NumberFormat's default (at most 3 decimals) for a language of SEPARATORS, or undefined. */
function groupedWithoutIntl(value: number, locale: string): string | undefined {
  const separators = SEPARATORS[locale];
  // Beyond 3 decimals Intl rounds; exponent notation (1e21) and -0 are left to it too.
  const match = /^(\d+)(?:\.(\d{1,3}))?$/.exec(String(Math.abs(value)));
  if (!separators || !match || Object.is(value, -0)) return undefined;
  const [, whole = '', fraction] = match;
  const grouped =
    whole.length >= 4 + separators.minGrouping - 1
      ? whole.replace(/\B(?=(\d{3})+$)/g, separators.group)
      : whole;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? separators.decimal + fraction : ''}`;
}

/**
 * A number in full with the locale's grouping: formatGrouped(3470, 'en') -> '3,470', and decimals as
 * given up to 3 (99.99 -> '99.99'). Not a finite number -> '-'.
 */
export function formatGrouped(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return FORMAT_PLACEHOLDER;
  const fast = groupedWithoutIntl(value, locale);
  if (fast !== undefined) return fast;
  let format = groupings.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    groupings.set(locale, format);
  }
  return format.format(value);
}
