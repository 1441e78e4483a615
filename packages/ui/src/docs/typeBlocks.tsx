// The Type page: the scale, the weights in each language, the font stacks.
// Docs only (src/docs/*.mdx): rendered from the theme's own values, not exported by the package.
/* eslint-disable i18next/no-literal-string */

import { Typeset } from '@storybook/addon-docs/blocks';
import { tokens } from '../theme/tokens';
import { cell, mono, Table } from './docBlocks';

const SAMPLES = {
  en: 'Chain service portal: deploy a node in minutes',
  zh: '区块链服务平台：几分钟内部署节点',
  es: 'Portal de servicios de cadena: despliegue un nodo en minutos',
  ja: 'チェーンサービスポータル：数分でノードをデプロイ',
} as const;

/** The type scale in the product's font stack, with a sample in each language. */
export function TypeScale() {
  return (
    <>
      <Typeset
        fontFamily={tokens.font.family}
        fontSizes={Object.values(tokens.font.size)}
        fontWeight={tokens.font.weight.regular}
        sampleText={SAMPLES.en}
      />
      <Table head={['Token', 'CSS variable', 'Size', 'Use']}>
        {(
          [
            ['xs', 'Captions, table footers, tags'],
            ['sm', 'Small controls, secondary text'],
            ['md', 'Body text and controls (the base)'],
            ['lg', 'Card titles, large controls'],
            ['xl', 'Page titles in the console'],
            ['xxl', 'Section titles on the public site'],
            ['display', 'The public hero only'],
          ] as const
        ).map(([name, use]) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>font.size.{name}</td>
            <td style={{ ...cell, ...mono }}>--cp-font-{name}</td>
            <td style={{ ...cell, ...mono }}>{tokens.font.size[name]}</td>
            <td style={cell}>{use}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/** The weights, and one line per language in each (CJK glyphs come from Noto Sans CJK). */
export function TypeInLanguages() {
  return (
    <Table
      head={[
        'Language',
        ...Object.keys(tokens.font.weight).map((w) => `${w} (${tokens.font.weight[w as 'bold']})`),
      ]}
    >
      {Object.entries(SAMPLES).map(([language, text]) => (
        <tr key={language} lang={language}>
          <td style={{ ...cell, ...mono }}>{language}</td>
          {Object.values(tokens.font.weight).map((weight) => (
            <td
              key={weight}
              style={{
                ...cell,
                fontFamily: tokens.font.family,
                fontWeight: weight,
                fontSize: tokens.font.size.md,
                lineHeight: tokens.font.lineHeight,
              }}
            >
              {text}
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}

/** The two stacks, as the theme writes them. */
export function FontStacks() {
  return (
    <Table head={['Stack', 'CSS variable', 'Families, in order']}>
      <tr>
        <td style={cell}>Text</td>
        <td style={{ ...cell, ...mono }}>--cp-font-family</td>
        <td style={{ ...cell, ...mono }}>{tokens.font.family}</td>
      </tr>
      <tr>
        <td style={cell}>Code and figures</td>
        <td style={{ ...cell, ...mono }}>--cp-font-mono</td>
        <td style={{ ...cell, ...mono, fontFamily: tokens.font.mono }}>{tokens.font.mono}</td>
      </tr>
    </Table>
  );
}
