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

/**
 * Formats an amount of money for a language with Intl: formatMoney(1234.5) -> '¥1,234.50'.
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
    return moneyFormat(LANGUAGE_LOCALES[lng], currency).format(n);
  } catch {
    return FORMAT_PLACEHOLDER;
  }
}
