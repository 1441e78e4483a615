// Docs tables show a component's real default texts. A prop whose default is a translation says so
// in its JSDoc (`@default t('ui:button.loading')`); react-docgen passes that expression on, and the
// docs showed it as if it were the value. This enhancer puts the text a reader sees in its place:
// the English text in the table, the key and the four languages in the detail.
import type { ArgTypesEnhancer, StrictArgTypes } from 'storybook/internal/types';
import en from '../locales/en/ui.json';
import es from '../locales/es/ui.json';
import ja from '../locales/ja/ui.json';
import zh from '../locales/zh/ui.json';

type Tree = { readonly [key: string]: string | Tree };
const LOCALES = { en, zh, es, ja } as const satisfies Record<string, Tree>;

/** `t('ui:button.loading')`, with or without options: the key is group 1. */
const T_CALL = /t\('ui:([\w.]+)'(?:,\s*\{[^}]*\})?\)/g;

function lookUp(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A docgen default with its `t('ui:…')` calls replaced by the English text in quotes, and a detail
 * that names the key and its text in each language; undefined when it calls no known key.
 */
export function translatedDefault(expression: string): { summary: string; detail: string } | undefined {
  const keys = [...expression.matchAll(T_CALL)].map((m) => m[1] as string);
  if (keys.length === 0 || keys.some((key) => lookUp(LOCALES.en, key) === undefined)) return undefined;
  const summary = expression
    .replace(/^"(.*)"$/s, '$1')
    .replace(T_CALL, (_, key: string) => JSON.stringify(lookUp(LOCALES.en, key)));
  const detail = keys
    .map(
      (key) =>
        `t('ui:${key}'), in the reader's language: ` +
        Object.entries(LOCALES)
          .map(([language, tree]) => `${language} ${JSON.stringify(lookUp(tree, key))}`)
          .join(' · '),
    )
    .join('\n');
  return { summary, detail };
}

/** Replaces translated defaults in the docs tables (see translatedDefault). */
export const translatedDefaults: ArgTypesEnhancer = (context) => {
  const argTypes = context.argTypes as StrictArgTypes;
  const result: StrictArgTypes = {};
  for (const [name, argType] of Object.entries(argTypes)) {
    const summary = argType.table?.defaultValue?.summary;
    const translated = typeof summary === 'string' ? translatedDefault(summary) : undefined;
    result[name] = translated
      ? { ...argType, table: { ...argType.table, defaultValue: translated } }
      : argType;
  }
  return result;
};
