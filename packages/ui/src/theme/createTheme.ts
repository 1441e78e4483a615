import { darken, getContrast, lighten, mix, parseHex, toHex } from './color';
import { density, DEFAULT_SIZE, tokens, type Size } from './tokens';
import { DEFAULT_THEME_COLOR } from './presets';

/** WCAG AA contrast for normal text. */
export const AA_CONTRAST = 4.5;

export interface Theme {
  /** The colour the theme was built from, normalised to #rrggbb. */
  primary: string;
  /** A solid fill for primary buttons and selected items; white text on it meets AA. */
  primarySolid: string;
  primaryHover: string;
  primaryActive: string;
  /** A light tint for hovered or selected backgrounds. */
  primaryLight: string;
  primaryLighter: string;
  /** Text drawn on `primarySolid`. */
  primaryContrast: string;
  /** Primary-coloured text (links, selected items); meets AA on white and on the light tints. */
  primaryText: string;
  /** Every variable the design system reads, ready to put on :root. */
  cssVars: Record<`--cp-${string}`, string>;
}

export class InvalidThemeColorError extends Error {
  constructor(value: string) {
    super(`[ui: createTheme] "${value}" is not a colour in #rgb or #rrggbb form.`);
    this.name = 'InvalidThemeColorError';
  }
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** True when `value` is a hex colour that `createTheme` accepts. */
export function isThemeColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** A hex colour as #rrggbb. */
function normalise(color: string): string {
  return toHex(parseHex(color));
}

/** Darkens `color` in small steps until `against` reaches AA on it (or it reaches black). */
function shadeForContrast(color: string, against: string): string {
  let current = color;
  for (let i = 0; i < 40 && getContrast(current, against) < AA_CONTRAST; i++) {
    current = darken(0.02, current);
  }
  return normalise(current);
}

/**
 * The control variables of one interface size (density): `--cp-height-*`, `--cp-control-font-*`,
 * `--cp-button-padding-*`, `--cp-field-padding-*` and `--cp-field-padding-y-*`, for each control size. Put on an element, they
 * set the density of the controls inside it (stories show several densities side by side this way).
 */
export function sizeVariables(size: Size = DEFAULT_SIZE): Record<`--cp-${string}`, string> {
  const metrics = density[size] ?? density[DEFAULT_SIZE];
  const vars: Record<`--cp-${string}`, string> = {};
  for (const control of Object.keys(metrics.height) as Size[]) {
    vars[`--cp-height-${control}`] = metrics.height[control];
    vars[`--cp-control-font-${control}`] = metrics.font[control];
    vars[`--cp-button-padding-${control}`] = metrics.buttonPadding[control];
    vars[`--cp-field-padding-${control}`] = metrics.fieldPadding[control];
    vars[`--cp-field-padding-y-${control}`] = metrics.fieldPaddingY[control];
  }
  return vars;
}

/**
 * Builds a theme from one primary colour and the interface size (control density). Shades are derived here, once; components read them as
 * CSS variables so a theme switch re-renders no styled component.
 */
export function createTheme(primaryInput: string = DEFAULT_THEME_COLOR, size: Size = DEFAULT_SIZE): Theme {
  if (!isThemeColor(primaryInput)) throw new InvalidThemeColorError(primaryInput);
  const primary = normalise(primaryInput.trim());
  const white = '#ffffff';
  // White text is the house style on primary fills; the fill is darkened just enough for AA.
  const primarySolid = shadeForContrast(primary, white);
  const primaryHover = normalise(mix(0.85, primarySolid, white));
  const primaryActive = normalise(darken(0.08, primarySolid));
  const primaryLight = normalise(mix(0.12, primary, white));
  const primaryLighter = normalise(mix(0.06, primary, white));
  // Primary text sits on white and on the light tints (selected rows, options, menu items): it is
  // darkened until it meets AA on the darker tint, and so on everything lighter.
  const primaryText = shadeForContrast(primary, primaryLight);
  const primaryContrast = white;
  const focus = normalise(lighten(0.05, primarySolid));

  const cssVars: Theme['cssVars'] = {
    '--cp-primary': primary,
    '--cp-primary-solid': primarySolid,
    '--cp-primary-hover': getContrast(primaryHover, white) >= AA_CONTRAST ? primaryHover : primarySolid,
    '--cp-primary-active': primaryActive,
    '--cp-primary-light': primaryLight,
    '--cp-primary-lighter': primaryLighter,
    '--cp-primary-contrast': primaryContrast,
    '--cp-primary-text': primaryText,
    '--cp-focus': focus,
  };
  for (const [name, value] of Object.entries(tokens.color)) cssVars[`--cp-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(tokens.space)) cssVars[`--cp-space-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.radius)) cssVars[`--cp-radius-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.font.size)) cssVars[`--cp-font-${name}`] = value;
  for (const [name, value] of Object.entries(tokens.shadow)) cssVars[`--cp-shadow-${name}`] = value;
  Object.assign(cssVars, sizeVariables(size));
  for (const [name, value] of Object.entries(tokens.zIndex)) cssVars[`--cp-z-${kebab(name)}`] = String(value);
  for (const [name, value] of Object.entries(tokens.layout)) cssVars[`--cp-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(tokens.motion)) cssVars[`--cp-motion-${name}`] = value;
  cssVars['--cp-font-family'] = tokens.font.family;
  cssVars['--cp-font-mono'] = tokens.font.mono;

  return {
    primary,
    primarySolid,
    primaryHover: cssVars['--cp-primary-hover'] as string,
    primaryActive,
    primaryLight,
    primaryLighter,
    primaryContrast,
    primaryText,
    cssVars,
  };
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}
