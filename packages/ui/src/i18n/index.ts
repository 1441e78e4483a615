export {
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_LOCALES,
  isLanguage,
  matchLanguage,
  type Language,
} from './languages';
export { createI18n, NAMESPACES, MissingTranslationError, type CreateI18nOptions } from './createI18n';
