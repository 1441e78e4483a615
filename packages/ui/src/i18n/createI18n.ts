import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from './languages';

type LocaleModule = { default: Record<string, unknown> };

// One lazy chunk per language and namespace: only the active language is downloaded. The keys are
// relative to locales/ (`./en/ui.json`): the start-up chunk holds one per language and namespace,
// and the shorter key keeps each namespace's cost there down (decision 0104). The namespaces of the
// features that bring their own translations (LATER_NAMESPACES) are left out of this map, which is
// in every first load: their loaders are in a chunk of their own (laterLocales.ts), fetched the
// first time one of them is asked for (decision 0106).
const loaders = import.meta.glob<LocaleModule>(['./*/*.json', '!./*/{builder,explorer,gateway}.json'], {
  base: '../../../../locales',
});

/** The request builder's, a service's gateway panels' and the chain browser's namespaces. */
const LATER_NAMESPACES = ['builder', 'explorer', 'gateway'];

function key(lng: string, ns: string): string {
  return `./${lng}/${ns}.json`;
}

async function loaderOf(lng: string, ns: string): Promise<(() => Promise<LocaleModule>) | undefined> {
  return loaders[key(lng, ns)] ?? (await import('./laterLocales')).laterLoaders[key(lng, ns)];
}

/** Every namespace found in `locales/en`, the source language. */
export const NAMESPACES: string[] = [
  ...Object.keys(loaders)
    .filter((path) => path.startsWith('./en/'))
    .map((path) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)),
  ...LATER_NAMESPACES,
].sort();

export interface CreateI18nOptions {
  lng: Language;
  /**
   * What a missing key does: 'throw' in tests (a missing key fails the test), 'warn' in development.
   * @default 'warn'
   */
  onMissingKey?: 'throw' | 'warn' | 'ignore';
  /**
   * The namespaces loaded before the promise resolves; load others later with
   * `i18n.loadNamespaces(ns)`. When set, `useTranslation` suspends (React Suspense) on a namespace
   * not loaded yet instead of showing its keys.
   * @default NAMESPACES (every namespace)
   */
  ns?: readonly string[];
}

export class MissingTranslationError extends Error {
  constructor(lng: string, ns: string, key: string) {
    super(`[ui: i18n] Missing translation "${ns}:${key}" for "${lng}".`);
    this.name = 'MissingTranslationError';
  }
}

/**
 * Creates and initialises an i18next instance that loads `locales/<lng>/<ns>.json` on demand: one
 * chunk per language and namespace, only for the namespaces asked for (`ns`, then `loadNamespaces`).
 */
export async function createI18n({ lng, onMissingKey = 'warn', ns }: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const load = await loaderOf(language, namespace);
      if (!load) return {};
      return (await load()).default;
    }),
  );
  await instance.init({
    lng,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    ns: ns ? [...ns] : NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: onMissingKey !== 'ignore',
    missingKeyHandler: (lngs, ns, missing) => {
      const error = new MissingTranslationError(lngs.join(','), ns, missing);
      if (onMissingKey === 'throw') throw error;
      if (onMissingKey === 'warn') console.error(error.message);
    },
    react: { useSuspense: ns !== undefined },
  });
  return instance;
}
