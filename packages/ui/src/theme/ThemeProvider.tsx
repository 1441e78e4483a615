import { useInsertionEffect, useMemo, type ReactNode } from 'react';
import { cspNonce } from '../internal/cspNonce';
import { createTheme, type Theme } from './createTheme';
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

const STYLE_ID = 'cp-theme-variables';

function writeVariables(theme: Theme): void {
  let el = document.getElementById(STYLE_ID) as HTMLStyleElement | null;
  if (!el) {
    el = document.createElement('style');
    el.id = STYLE_ID;
    const nonce = cspNonce();
    if (nonce) el.nonce = nonce;
    document.head.appendChild(el);
  }
  const body = Object.entries(theme.cssVars)
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  el.textContent = `:root { ${body} }`;
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
  const theme = useMemo(() => createTheme(primaryColor, size), [primaryColor, size]);
  useInsertionEffect(() => writeVariables(theme), [theme]);
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
