import { useTranslation } from 'react-i18next';
import { matchLanguage } from '../i18n/languages';
import { formatMoney } from './money';

/**
 * The one money formatter of the product: yuan (the server's currency, decision 0005) in the active
 * language, `money(1280.5)` -> '¥1,280.50' in Chinese, 'CN¥1,280.50' in English (decision 0100).
 */
export function useMoney(): (amount: number | string | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = matchLanguage(i18n.language) ?? 'en';
  return (amount) => formatMoney(amount, 'CNY', language);
}
