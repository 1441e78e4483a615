// The Colour page: the fixed colour tokens, the shades each preset derives, the contrast of the pairs.
// Docs only (src/docs/*.mdx): rendered from the theme's own values, not exported by the package.
/* eslint-disable i18next/no-literal-string */

import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import { getContrast } from '../theme/color';
import { AA_CONTRAST, createTheme } from '../theme/createTheme';
import { DEFAULT_THEME_COLOR, THEME_PRESETS } from '../theme/presets';
import { tokens } from '../theme/tokens';
import { cell, cssVar, mono, Table, type ColorToken } from './docBlocks';

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
