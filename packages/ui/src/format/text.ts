import { FORMAT_PLACEHOLDER } from './placeholder';

/**
 * Hides the middle four digits of a phone number: '13812345678' -> '138****5678'. The last four
 * digits stay visible, and the four before them are masked, so a '+86 ' prefix is kept as is.
 * Missing input -> '-'.
 */
export function maskPhone(phone: string | number | null | undefined): string {
  if (phone === null || phone === undefined) return FORMAT_PLACEHOLDER;
  const text = String(phone).trim();
  if (text === '') return FORMAT_PLACEHOLDER;
  if (text.length <= 4) return text;
  const masked = Math.min(4, text.length - 4);
  return `${text.slice(0, text.length - 4 - masked)}${'*'.repeat(masked)}${text.slice(-4)}`;
}

/**
 * Converts full-width parentheses to ordinary ones: '（测试）' -> '(测试)' (docs/product.md#limits).
 * It normalises input rather than formatting it for display, so a missing value becomes '' (not
 * '-', which would end up in the data).
 */
export function normalizeParentheses(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  return text.replace(/（/g, '(').replace(/）/g, ')');
}

/**
 * The parts an answer has, joined by `separator`: a missing or empty part is left out (never
 * "undefined"), and '-' stands for none at all. joinText(['10.0.0.1', undefined], ' · ') -> '10.0.0.1'.
 */
export function joinText(parts: readonly (string | number | null | undefined)[], separator = ' '): string {
  return (
    parts.filter((part) => part !== null && part !== undefined && part !== '').join(separator) ||
    FORMAT_PLACEHOLDER
  );
}
