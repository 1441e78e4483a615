import { isLanguage, matchLanguage, type Language } from '@chainportal/ui';

/**
 * The language used when nothing else says (decision 0006): English by default ("one reading" of the
 * spec); a deployment sets VITE_DEFAULT_LANGUAGE=zh for the other reading.
 */
export const DEFAULT_LANGUAGE: Language = isLanguage(import.meta.env.VITE_DEFAULT_LANGUAGE)
  ? import.meta.env.VITE_DEFAULT_LANGUAGE
  : 'en';

export interface LanguageSources {
  /** `location.search` (before the hash). */
  search?: string;
  /** `location.hash`: the hash router's path and query, e.g. `#/zh/index?language=en`. */
  hash?: string;
  /** The `language` cookie. */
  cookie?: string | undefined;
  /** `navigator.languages`, most preferred first. */
  browser?: readonly string[];
  fallback?: Language;
}

/** The language the address asks for: `language=` in either query, else a /zh or /en path. */
export function languageFromAddress(search = '', hash = ''): Language | undefined {
  const hashPath = hash.replace(/^#/, '');
  const queryAt = hashPath.indexOf('?');
  const hashQuery = queryAt === -1 ? '' : hashPath.slice(queryAt);
  const path = queryAt === -1 ? hashPath : hashPath.slice(0, queryAt);
  for (const query of [hashQuery, search]) {
    const asked = matchLanguage(new URLSearchParams(query).get('language'));
    if (asked) return asked;
  }
  const prefix = /^\/(zh|en)(?:\/|$)/i.exec(path)?.[1]?.toLowerCase();
  return isLanguage(prefix) ? prefix : undefined;
}

/** Address, then the `language` cookie, then the browser, then the default (docs/product.md#product). */
export function detectLanguage({
  search,
  hash,
  cookie,
  browser = [],
  fallback = DEFAULT_LANGUAGE,
}: LanguageSources): Language {
  return (
    languageFromAddress(search, hash) ??
    matchLanguage(cookie) ??
    browser.map((tag) => matchLanguage(tag)).find((lng): lng is Language => lng !== undefined) ??
    fallback
  );
}
