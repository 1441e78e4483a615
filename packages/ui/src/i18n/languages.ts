/** Languages the portal ships, in menu order. */
export const LANGUAGES = ['zh', 'en', 'es', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language's name in itself, for language menus. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  zh: '简体中文',
  en: 'English',
  es: 'Español',
  ja: '日本語',
};

/** BCP 47 tags for Intl and dayjs. */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  zh: 'zh-CN',
  en: 'en-US',
  es: 'es-ES',
  ja: 'ja-JP',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Maps a browser tag such as `zh-TW` or `es-419` to a supported language, if any. */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : undefined;
}
