// Blocks for the Storybook docs pages (src/docs/*.mdx): every example is rendered from the theme's
// own values (theme/tokens.ts, createTheme, the presets, the icon set, locales/), so a page never
// shows a colour, size or text the product does not use. Docs only: not exported by the package.
// The docs are written for designers in English (like the stories); the product's texts they show
// come from locales/.
/* eslint-disable i18next/no-literal-string */
import { ColorItem, ColorPalette, Typeset } from '@storybook/addon-docs/blocks';
import { useState, type CSSProperties, type ReactNode } from 'react';
import enPortal from '../../../../locales/en/portal.json';
import enUi from '../../../../locales/en/ui.json';
import esPortal from '../../../../locales/es/portal.json';
import esUi from '../../../../locales/es/ui.json';
import jaPortal from '../../../../locales/ja/portal.json';
import jaUi from '../../../../locales/ja/ui.json';
import zhPortal from '../../../../locales/zh/portal.json';
import zhUi from '../../../../locales/zh/ui.json';
import { Icon, ICONS } from '../components/Icon';
import { getContrast } from '../theme/color';
import { AA_CONTRAST, createTheme } from '../theme/createTheme';
import { DEFAULT_THEME_COLOR, THEME_PRESETS } from '../theme/presets';
import { density, SIZES, tokens } from '../theme/tokens';

type ColorToken = keyof typeof tokens.color;

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** The CSS variable a token reaches components as. */
export const cssVar = (name: ColorToken) => `--cp-${kebab(name)}`;

const mono: CSSProperties = { fontFamily: tokens.font.mono, fontSize: tokens.font.size.xs };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', margin: '16px 0' };
const cell: CSSProperties = {
  borderBottom: `1px solid ${tokens.color.borderLight}`,
  padding: '8px 12px',
  textAlign: 'left',
  verticalAlign: 'middle',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={table}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={{ ...cell, fontWeight: tokens.font.weight.bold }}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/* Colour */

const GROUPS: { title: string; subtitle: string; names: ColorToken[] }[] = [
  {
    title: 'Text',
    subtitle: 'Body, secondary and disabled text; text on dark fills',
    names: ['text', 'textSecondary', 'textDisabled', 'textInverse'],
  },
  {
    title: 'Surfaces',
    subtitle: 'Page, subtle and muted backgrounds; hover and loading veils',
    names: ['bg', 'bgSubtle', 'bgMuted', 'bgHover', 'bgMask', 'bgMaskStrong'],
  },
  {
    title: 'Lines',
    subtitle: 'Borders of controls and rules between rows',
    names: ['border', 'borderLight'],
  },
  {
    title: 'Success',
    subtitle: 'Text or icon, background, border',
    names: ['success', 'successBg', 'successBorder'],
  },
  {
    title: 'Warning',
    subtitle: 'Icon, text at AA, background, border',
    names: ['warning', 'warningText', 'warningBg', 'warningBorder'],
  },
  {
    title: 'Danger',
    subtitle: 'Text or fill, hover, background, border',
    names: ['danger', 'dangerHover', 'dangerBg', 'dangerBorder'],
  },
  { title: 'Info', subtitle: 'Neutral notes', names: ['info', 'infoBg'] },
  {
    title: 'Console sidebar',
    subtitle: 'The dark navigation band and its states',
    names: [
      'bgSidebar',
      'bgSidebarSubmenu',
      'textOnSidebar',
      'textOnSidebarMuted',
      'sidebarHover',
      'sidebarHighlight',
    ],
  },
  {
    title: 'Chart series',
    subtitle: 'After the first series, which is the theme primary',
    names: ['chart1', 'chart2', 'chart3', 'chart4', 'chart5'],
  },
  {
    title: 'Focus and overlay',
    subtitle: 'Focus ring (before a theme), dialog backdrop',
    names: ['focus', 'overlay'],
  },
];

/** The fixed colour tokens by role, each named by its CSS variable. */
export function ColorTokens() {
  return (
    <ColorPalette>
      {GROUPS.map((group) => (
        <ColorItem
          key={group.title}
          title={group.title}
          subtitle={group.subtitle}
          colors={Object.fromEntries(group.names.map((name) => [`var(${cssVar(name)})`, tokens.color[name]]))}
        />
      ))}
    </ColorPalette>
  );
}

const SHADES = [
  ['primary', '--cp-primary'],
  ['primarySolid', '--cp-primary-solid'],
  ['primaryHover', '--cp-primary-hover'],
  ['primaryActive', '--cp-primary-active'],
  ['primaryLight', '--cp-primary-light'],
  ['primaryLighter', '--cp-primary-lighter'],
  ['primaryText', '--cp-primary-text'],
] as const;

/** The shades createTheme derives from each preset's one colour. */
export function PrimaryShades() {
  return (
    <ColorPalette>
      {THEME_PRESETS.map((preset) => {
        const theme = createTheme(preset.color);
        return (
          <ColorItem
            key={preset.id}
            title={preset.id}
            subtitle={preset.color === DEFAULT_THEME_COLOR ? `${preset.color} (default)` : preset.color}
            colors={Object.fromEntries(SHADES.map(([key, variable]) => [variable, theme[key]]))}
          />
        );
      })}
    </ColorPalette>
  );
}

const PAIRS: [ColorToken | 'primaryText' | 'primarySolid', ColorToken | 'primaryLight' | 'white'][] = [
  ['text', 'bg'],
  ['textSecondary', 'bg'],
  ['textSecondary', 'bgSubtle'],
  ['textDisabled', 'bg'],
  ['success', 'successBg'],
  ['warningText', 'warningBg'],
  ['warning', 'warningBg'],
  ['danger', 'dangerBg'],
  ['textOnSidebar', 'bgSidebar'],
  ['primaryText', 'primaryLight'],
  ['primarySolid', 'white'],
];

/** Contrast of the pairs the components draw, computed from the default theme. */
export function ContrastPairs() {
  const theme = createTheme(DEFAULT_THEME_COLOR);
  const value = (name: string): string =>
    name === 'white'
      ? '#ffffff'
      : name in tokens.color
        ? tokens.color[name as ColorToken]
        : (theme[name as 'primaryText'] as string);
  return (
    <Table head={['Sample', 'Text on background', 'Ratio', 'WCAG AA (4.5:1) for body text']}>
      {PAIRS.map(([fg, bg]) => {
        const ratio = getContrast(value(fg), value(bg));
        return (
          <tr key={`${fg}-${bg}`}>
            <td style={cell}>
              <span style={{ color: value(fg), background: value(bg), padding: '4px 8px', borderRadius: 4 }}>
                Aa 文字 Texto テキスト
              </span>
            </td>
            <td style={{ ...cell, ...mono }}>
              {fg} on {bg}
            </td>
            <td style={{ ...cell, ...mono }}>{ratio.toFixed(2)}:1</td>
            <td style={cell}>
              {ratio >= AA_CONTRAST ? 'Passes' : 'Not for text: icons and large marks only'}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/* Type */

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

/* Spacing */

/** The spacing scale as bars of its real widths. */
export function SpaceScale() {
  return (
    <Table head={['Token', 'CSS variable', 'Value', '']}>
      {Object.entries(tokens.space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>space.{name}</td>
          <td style={{ ...cell, ...mono }}>--cp-space-{name}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
          <td style={cell}>
            <div
              style={{ width: value, height: 16, background: createTheme().primarySolid, borderRadius: 2 }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** Corner radii and elevations. */
export function RadiusAndShadow() {
  const box: CSSProperties = {
    width: 96,
    height: 56,
    background: tokens.color.bg,
    border: `1px solid ${tokens.color.border}`,
    display: 'grid',
    placeItems: 'center',
    ...mono,
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: '16px 0' }}>
      {Object.entries(tokens.radius).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, display: 'grid', gap: 4 }}>
          <div style={{ ...box, borderRadius: value }}>{value}</div>
          <figcaption style={mono}>--cp-radius-{name}</figcaption>
        </figure>
      ))}
      {Object.entries(tokens.shadow).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, display: 'grid', gap: 4 }}>
          <div style={{ ...box, border: 'none', boxShadow: value, borderRadius: tokens.radius.md }}>
            {name}
          </div>
          <figcaption style={mono}>--cp-shadow-{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** Control heights and paddings for each interface size (density) and control size. */
export function DensityTable() {
  return (
    <Table head={['Interface size', 'Control size', 'Height', 'Font', 'Button padding', 'Field padding']}>
      {SIZES.flatMap((interfaceSize) =>
        SIZES.map((control) => (
          <tr key={`${interfaceSize}-${control}`}>
            <td style={cell}>{control === 'large' ? interfaceSize : ''}</td>
            <td style={{ ...cell, ...mono }}>{control}</td>
            <td style={cell}>
              <div
                style={{
                  height: density[interfaceSize].height[control],
                  padding: `0 ${density[interfaceSize].buttonPadding[control]}`,
                  fontSize: density[interfaceSize].font[control],
                  border: `1px solid ${tokens.color.border}`,
                  borderRadius: tokens.radius.md,
                  display: 'inline-flex',
                  alignItems: 'center',
                  fontFamily: tokens.font.family,
                }}
              >
                {density[interfaceSize].height[control]}
              </div>
            </td>
            <td style={{ ...cell, ...mono }}>{density[interfaceSize].font[control]}</td>
            <td style={{ ...cell, ...mono }}>{density[interfaceSize].buttonPadding[control]}</td>
            <td style={{ ...cell, ...mono }}>{density[interfaceSize].fieldPadding[control]}</td>
          </tr>
        )),
      )}
    </Table>
  );
}

/** The layout measures of the console frame. */
export function LayoutMeasures() {
  return (
    <Table head={['Token', 'CSS variable', 'Value']}>
      {Object.entries(tokens.layout).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...mono }}>layout.{name}</td>
          <td style={{ ...cell, ...mono }}>--cp-{kebab(name)}</td>
          <td style={{ ...cell, ...mono }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

/* Motion */

const MOTION_USES = {
  fast: 'Small state changes a pointer causes: hover colours',
  base: 'Colour, border and shadow changes of cards and links; images fading in',
  slow: 'Things that move across the page: the drawer sliding in, the sidebar folding',
} as const;

/** The three durations, each with a mark that travels in it when you press Play. */
export function MotionTokens() {
  const [moved, setMoved] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setMoved((m) => !m)} style={{ margin: '8px 0', font: 'inherit' }}>
        {moved ? 'Back' : 'Play'}
      </button>
      <Table head={['Token', 'CSS variable', 'Duration', 'Use', '']}>
        {Object.entries(tokens.motion).map(([name, value]) => (
          <tr key={name}>
            <td style={{ ...cell, ...mono }}>motion.{name}</td>
            <td style={{ ...cell, ...mono }}>--cp-motion-{name}</td>
            <td style={{ ...cell, ...mono }}>{value}</td>
            <td style={cell}>{MOTION_USES[name as keyof typeof MOTION_USES]}</td>
            <td style={{ ...cell, width: 200 }}>
              <div
                style={{
                  width: 24,
                  height: 24,
                  borderRadius: tokens.radius.round,
                  background: createTheme().primarySolid,
                  transform: moved ? 'translateX(160px)' : 'none',
                  transition: `transform ${value} ease-out`,
                }}
              />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}

/* Icons */

/**
 * The names of the set. Storybook's react-docgen adds `displayName` and `__docgenInfo` to every
 * exported object, ICONS included, so only the entries that are components count (rendering
 * `__docgenInfo` as an icon was React error 130 on the Icons page).
 */
const ICON_NAMES = Object.entries(ICONS)
  .filter(([, glyph]) => typeof glyph === 'object' && glyph !== null && '$$typeof' in glyph)
  .map(([name]) => name);

/** Every icon a route table or menu may name, at 16 px (menus) and 24 px (cards), with its name. */
export function IconSet() {
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        margin: '16px 0',
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li
          key={name}
          style={{
            display: 'grid',
            justifyItems: 'center',
            gap: 8,
            padding: 12,
            border: `1px solid ${tokens.color.borderLight}`,
            borderRadius: tokens.radius.lg,
            color: tokens.color.text,
          }}
        >
          <span style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
            <Icon name={name} size={16} />
            <Icon name={name} size={24} />
          </span>
          <code style={mono}>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/* Voice and tone */

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
