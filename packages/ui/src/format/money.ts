import { LANGUAGE_LOCALES, type Language } from '../i18n/languages';
import { FORMAT_PLACEHOLDER } from './placeholder';

/** One formatter per locale and currency: building an Intl.NumberFormat costs far more than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return format;
}

/** The one minus sign of amounts (U+2212, decision 0068): Intl writes a hyphen-minus in these locales. */
export const MINUS_SIGN = '\u2212';

/**
 * Formats an amount of money for a language with Intl: formatMoney(1234.5) -> '¥1,234.50',
 * formatMoney(-8.2) -> '−¥8.20' (always U+2212, never a hyphen).
 * Missing, non-numeric input or an unknown currency code -> '-'.
 */
export function formatMoney(
  amount: number | string | null | undefined,
  currency = 'CNY',
  lng: Language = 'zh',
): string {
  if (amount === null || amount === undefined || amount === '') return FORMAT_PLACEHOLDER;
  const n = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(n)) return FORMAT_PLACEHOLDER;
  try {
    const format = moneyFormat(LANGUAGE_LOCALES[lng], currency);
    if (n >= 0 || Object.is(n, 0)) return format.format(n);
    return format
      .formatToParts(n)
      .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
      .join('');
  } catch {
    return FORMAT_PLACEHOLDER;
  }
}
