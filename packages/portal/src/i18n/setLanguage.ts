import type { i18n as I18n } from 'i18next';
import type { Language } from '@chainportal/ui';
import { setLanguageCookie } from '../session/cookies';

/**
 * Switches the interface language without a reload: loads only that language's files, stores the
 * choice in the `language` cookie and sets <html lang>.
 */
export async function setLanguage(i18n: I18n, language: Language): Promise<void> {
  setLanguageCookie(language);
  document.documentElement.lang = language;
  if (i18n.language === language) return;
  await i18n.changeLanguage(language);
}
