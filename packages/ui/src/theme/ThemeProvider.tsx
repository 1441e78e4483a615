import { useInsertionEffect, type ReactNode } from 'react';
import { cspNonce } from '../internal/cspNonce';
import { createTheme } from './createTheme';
import { GlobalStyle } from './GlobalStyle';
import { DEFAULT_THEME_COLOR } from './presets';
import { DEFAULT_SIZE, type Size } from './tokens';

export interface ThemeProviderProps {
  /** The primary colour (a preset's or any hex). @default '#1890ff' */
  primaryColor?: string;
  /** The interface size: the density of every control (heights, font sizes, paddings). @default 'medium' */
  size?: Size;
  children?: ReactNode;
}

/** The id of the style element that holds the theme's `:root` variables. */
export const THEME_STYLE_ID = 'cp-theme-variables';

/**
 * The `:root` rule of a theme's variables, and the key its style element carries
 * (`data-theme-key`): a page that already has the element with that key (a pre-rendered page,
 * packages/portal/src/prerender/) is not rewritten, so hydrating it derives no theme and restyles
 * nothing.
 */
export function themeVariables(primaryColor: string, size: Size): { key: string; css: string } {
  const body = Object.entries(createTheme(primaryColor, size).cssVars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return { key: themeKey(primaryColor, size), css: `:root { ${body} }` };
}

function themeKey(primaryColor: string, size: Size): string {
  return `${primaryColor} ${size}`;
}

function writeVariables(primaryColor: string, size: Size): void {
  let el = document.getElementById(THEME_STYLE_ID) as HTMLStyleElement | null;
  if (el?.dataset.themeKey === themeKey(primaryColor, size)) return;
  const { key, css } = themeVariables(primaryColor, size);
  if (!el) {
    el = document.createElement('style');
    el.id = THEME_STYLE_ID;
    const nonce = cspNonce();
    if (nonce) el.nonce = nonce;
    document.head.appendChild(el);
  }
  el.dataset.themeKey = key;
  el.textContent = css;
}

/**
 * Puts the theme's CSS variables on :root (so portals see them too) and the global styles.
 * Changing `primaryColor` or `size` rewrites one style element; no styled component re-renders.
 */
export function ThemeProvider({
  primaryColor = DEFAULT_THEME_COLOR,
  size = DEFAULT_SIZE,
  children,
}: ThemeProviderProps) {
  useInsertionEffect(() => writeVariables(primaryColor, size), [primaryColor, size]);
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
