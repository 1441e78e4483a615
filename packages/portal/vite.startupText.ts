import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../ui/src/i18n/languages';

/** The translations the app loads (createI18n in packages/ui/src/i18n): locales/<language>/<namespace>.json. */
const LOCALES = path.resolve(import.meta.dirname, '../../locales');
/** Where index.html's start screen (#app-loading) holds its text. */
const SLOT = /<span data-startup-text><\/span>/;

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The start screen's text in every language, in the dev server and the build: index.html's empty
 * `<span data-startup-text>` becomes one `<span lang>` per language the portal ships with its
 * `portal:loading`, and a rule shows the one in the document's language. The inline chooser
 * (src/prerender/chooser.ts) sets that language before the screen is parsed, so a Chinese visitor
 * opening a console address waits under 加载中... and not under English text. In the dev server,
 * which has no chooser, src/main.tsx sets it at start. Vite gives the `<style>` the page's CSP nonce.
 */
export function startupText(): Plugin {
  return {
    name: 'startup-text',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!SLOT.test(html))
          throw new Error('startup-text: no <span data-startup-text></span> in index.html');
        const spans = LANGUAGES.map((language) => {
          const portal = JSON.parse(readFileSync(path.join(LOCALES, language, 'portal.json'), 'utf8')) as {
            loading?: unknown;
          };
          if (typeof portal.loading !== 'string' || !portal.loading)
            throw new Error(`startup-text: no "loading" in locales/${language}/portal.json`);
          return `<span lang="${language}">${escapeText(portal.loading)}</span>`;
        });
        const shown = LANGUAGES.map(
          (language) => `html:lang(${language}) #app-loading > [lang='${language}']`,
        );
        const style = `<style>#app-loading > [lang] { display: none } ${shown.join(', ')} { display: inline }</style>`;
        return html.replace(SLOT, `${style}${spans.join('')}`);
      },
    },
  };
}
