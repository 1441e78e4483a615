// Voice and tone (the Introduction page): real texts of the product in its four languages, from locales/.
// Docs only (src/docs/*.mdx): rendered from the theme's own values, not exported by the package.
/* eslint-disable i18next/no-literal-string */

import enPortal from '../../../../locales/en/portal.json';
import enUi from '../../../../locales/en/ui.json';
import esPortal from '../../../../locales/es/portal.json';
import esUi from '../../../../locales/es/ui.json';
import jaPortal from '../../../../locales/ja/portal.json';
import jaUi from '../../../../locales/ja/ui.json';
import zhPortal from '../../../../locales/zh/portal.json';
import zhUi from '../../../../locales/zh/ui.json';
import { cell, mono, Table } from './docBlocks';

type Tree = { readonly [key: string]: string | Tree };
const TEXTS: Record<'zh' | 'en' | 'es' | 'ja', { ui: Tree; portal: Tree }> = {
  zh: { ui: zhUi, portal: zhPortal },
  en: { ui: enUi, portal: enPortal },
  es: { ui: esUi, portal: esPortal },
  ja: { ui: jaUi, portal: jaPortal },
};

function text(tree: Tree, key: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : `(missing ${key})`;
}

/** Real texts of the product in its four languages, by the situation they are written for. */
export function VoiceExamples({
  entries,
}: {
  entries: { situation: string; key: `${'ui' | 'portal'}:${string}` }[];
}) {
  return (
    <Table head={['Situation', 'zh', 'en', 'es', 'ja']}>
      {entries.map(({ situation, key }) => {
        const [ns, path] = key.split(':') as ['ui' | 'portal', string];
        return (
          <tr key={key}>
            <td style={cell}>
              {situation}
              <div style={mono}>{key}</div>
            </td>
            {(['zh', 'en', 'es', 'ja'] as const).map((language) => (
              <td key={language} lang={language} style={cell}>
                {text(TEXTS[language][ns], path)}
              </td>
            ))}
          </tr>
        );
      })}
    </Table>
  );
}
