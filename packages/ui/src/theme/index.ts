export { tokens, breakpoints, media, DEFAULT_SIZE, SIZES, isSize, density, type Size } from './tokens';
export { THEME_PRESETS, DEFAULT_THEME_COLOR, type ThemePresetId } from './presets';
export {
  createTheme,
  sizeVariables,
  isThemeColor,
  InvalidThemeColorError,
  AA_CONTRAST,
  type Theme,
} from './createTheme';
export { ThemeProvider, THEME_STYLE_ID, themeVariables, type ThemeProviderProps } from './ThemeProvider';
export { GlobalStyle } from './GlobalStyle';
export { listColumn } from './lists';
