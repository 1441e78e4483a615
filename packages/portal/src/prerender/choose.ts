import { DEFAULT_SIZE, DEFAULT_THEME_COLOR, isSize, type Language } from '@chainportal/ui';
import { detectLanguage } from '../i18n/detectLanguage';

/** The routes pre-rendered at build time (vite.prerender.ts); any other address renders as before. */
export const PRERENDERED_ROUTES = ['/index', '/login'] as const;

/** The id of the element holding `route` pre-rendered in `language` (as text, vite.prerender.ts). */
export function pageId(route: string, language: string): string {
  return `cp-prerender-${language}-${route.replace(/\W/g, '')}`;
}

export interface ChooserInput {
  /** `location.hash`, e.g. `#/login?redirect=...`. */
  hash: string;
  /** `location.search`. */
  search: string;
  /** `document.cookie`. */
  cookie: string;
  /** `navigator.languages`. */
  languages: readonly string[];
  /** The `cp-settings` entry of localStorage (the console's settings: theme colour), if any. */
  settings: string | null;
  /** The name of the session's token cookie (src/session/cookies.ts). */
  tokenCookie: string;
  /** This year (the footer's copyright line shows it). */
  year: number;
  /** The year a pre-rendered page was built in, if the build has one for that id. */
  pageYear: (id: string) => number | undefined;
}

export interface Choice {
  /** The pre-rendered page to show. */
  id: string;
  route: string;
  language: string;
  /** Set when the hash router's '/' → '/index' redirect is done before the app starts. */
  replaceHash?: string;
}

/** One cookie's value, decoded as js-cookie does; undefined when absent or empty. */
export function readCookie(cookie: string, name: string): string | undefined {
  for (const pair of cookie.split(/;\s*/)) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) {
      const value = pair.slice(at + 1);
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return value || undefined;
      }
    }
  }
  return undefined;
}

function themeColor(settings: string | null): string | undefined {
  if (!settings) return undefined;
  try {
    const theme = (JSON.parse(settings) as { theme?: unknown } | null)?.theme;
    return typeof theme === 'string' ? theme : undefined;
  } catch {
    return undefined;
  }
}

/** The language of this start (src/i18n/detectLanguage.ts), from what the chooser can read. */
export function startLanguage(
  input: Pick<ChooserInput, 'hash' | 'search' | 'cookie' | 'languages'>,
): Language {
  return detectLanguage({
    search: input.search,
    hash: input.hash,
    cookie: readCookie(input.cookie, 'language'),
    browser: input.languages,
  });
}

/**
 * Which pre-rendered page, if any, is the one the app's first render will show at this address
 * (decision 0055): a pre-rendered route, in the language src/i18n/detectLanguage.ts picks, for a
 * visitor without a session and with the default theme and size. Anything else gets none, and the
 * page starts as it always did.
 */
export function choosePrerender(input: ChooserInput): Choice | undefined {
  const bare = input.hash === '' || input.hash === '#' || input.hash === '#/';
  const hash = bare ? '#/index' : input.hash;
  const path = hash.replace(/^#/, '').split('?')[0];
  const route = PRERENDERED_ROUTES.find((r) => r === path);
  if (!route) return undefined;
  if (readCookie(input.cookie, input.tokenCookie)) return undefined;
  const size = readCookie(input.cookie, 'size');
  if (isSize(size) && size !== DEFAULT_SIZE) return undefined;
  const theme = themeColor(input.settings);
  if (theme !== undefined && theme.toLowerCase() !== DEFAULT_THEME_COLOR.toLowerCase()) return undefined;
  const language = startLanguage({ ...input, hash });
  const id = pageId(route, language);
  if (input.pageYear(id) !== input.year) return undefined;
  return { id, route, language, ...(bare ? { replaceHash: hash } : {}) };
}
