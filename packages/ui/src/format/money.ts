import { LANGUAGE_LOCALES, type Language } from '../i18n/languages';
import { FORMAT_PLACEHOLDER } from './placeholder';

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
    return new Intl.NumberFormat(LANGUAGE_LOCALES[lng], { style: 'currency', currency }).format(n);
  } catch {
    return FORMAT_PLACEHOLDER;
  }
}
