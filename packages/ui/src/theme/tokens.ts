/** Design tokens that do not depend on the chosen theme colour. */
export const tokens = {
  color: {
    text: '#1f2329',
    textSecondary: '#545b66',
    textDisabled: '#8a9099',
    border: '#d0d4da',
    borderLight: '#e8eaed',
    bg: '#ffffff',
    bgSubtle: '#f5f6f8',
    bgMuted: '#eceef1',
    bgSidebar: '#001529',
    textOnSidebar: '#e6ebf2',
    success: '#237804',
    successBg: '#f0f9eb',
    warning: '#ad6800',
    warningBg: '#fffbe6',
    danger: '#cf1322',
    dangerHover: '#a8071a',
    dangerBg: '#fff1f0',
    info: '#545b66',
    infoBg: '#f4f4f5',
    overlay: 'rgba(0, 0, 0, 0.45)',
    focus: '#1f6feb',
    // Colours components used as literals before; the values are unchanged.
    /** Text and marks on dark or saturated fills (sidebar, tooltip, badges, danger buttons). */
    textInverse: '#ffffff',
    textOnSidebarMuted: '#aab4c2',
    bgSidebarSubmenu: '#000c17',
    sidebarHover: 'rgba(255, 255, 255, 0.08)',
    sidebarHighlight: 'rgba(255, 255, 255, 0.12)',
    sidebarScrollbar: 'rgba(255, 255, 255, 0.25)',
    /** Secondary text and rules on the public footer's dark band. */
    textOnFooter: '#b8c2cf',
    borderOnDark: 'rgba(255, 255, 255, 0.16)',
    bgTooltip: 'rgba(0, 0, 0, 0.85)',
    /** A faint hover fill that works on any tinted background (tag and message close buttons). */
    bgHover: 'rgba(0, 0, 0, 0.06)',
    /** White veils over content that is loading: over a table, and the page overlay. */
    bgMask: 'rgba(255, 255, 255, 0.6)',
    bgMaskStrong: 'rgba(255, 255, 255, 0.92)',
    successBorder: '#c2e7b0',
    warningBorder: '#ffe58f',
    dangerBorder: '#ffccc7',
    /** Warning text on warningBg at AA (6.5:1); `warning` itself is 4.2:1 there. */
    warningText: '#874d00',
    shadowSoft: 'rgba(0, 0, 0, 0.08)',
    /** A kept table column's edge while columns are scrolled under it. */
    edgeShadow: 'rgba(0, 0, 0, 0.16)',
    swatchRing: 'rgba(0, 0, 0, 0.15)',
    iconShadow: 'rgba(0, 0, 0, 0.6)',
    avatarBg: '#dfe3e8',
    avatarFg: '#a7afba',
    /** Chart series after the first (which is the theme's primary): hues apart from every preset. */
    chart1: '#13a8a8',
    chart2: '#d46b08',
    chart3: '#9254de',
    chart4: '#c41d7f',
    chart5: '#595959',
  },
  font: {
    // Latin, then CJK, then platform fallbacks. The first families are the ones the test command
    // installs and checks by name (scripts/ensure.sh), so a screenshot never depends on whatever else
    // a machine happens to have; on machines without them the platform's own fonts take over.
    family:
      "'Liberation Sans', 'Noto Sans CJK SC', 'Noto Sans CJK JP', -apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
    mono: "'Liberation Mono', 'Noto Sans Mono CJK SC', ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '36px' },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: 1.5715,
  },
  space: { xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '2px', md: '4px', lg: '8px', round: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.08)',
    md: '0 3px 6px -4px rgba(0,0,0,.12), 0 6px 16px 0 rgba(0,0,0,.08), 0 9px 28px 8px rgba(0,0,0,.05)',
    lg: '0 6px 16px -8px rgba(0,0,0,.08), 0 9px 28px 0 rgba(0,0,0,.05), 0 12px 48px 16px rgba(0,0,0,.03)',
  },
  zIndex: {
    sidebar: 1001,
    header: 1000,
    dropdown: 2000,
    drawer: 2100,
    dialog: 2200,
    toast: 3000,
    loading: 4000,
  },
  /** Control heights per size at the default (medium) density; see `density` for the others. */
  controlHeight: { small: '24px', medium: '32px', large: '40px' },
  layout: {
    sidebarWidth: '306px',
    sidebarCollapsedWidth: '64px',
    navbarHeight: '50px',
    tagBarHeight: '34px',
  },
  motion: { fast: '120ms', base: '200ms', slow: '300ms' },
} as const;

/** Breakpoints in px. Below `mobile` the sidebar becomes a drawer (docs/product.md#routes). */
export const breakpoints = { mobile: 992 } as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobile - 0.02}px)`,
  desktop: `@media (min-width: ${breakpoints.mobile}px)`,
} as const;

export type Size = keyof typeof tokens.controlHeight;
export const DEFAULT_SIZE: Size = 'medium';

/** The sizes a user can choose for the whole interface, largest first (as the size menu lists them). */
export const SIZES: readonly Size[] = ['large', 'medium', 'small'];

export function isSize(value: unknown): value is Size {
  return typeof value === 'string' && (SIZES as readonly string[]).includes(value);
}

/** The metrics of a control of each size: height, font size, horizontal padding of buttons and fields. */
interface ControlMetrics {
  height: Record<Size, string>;
  font: Record<Size, string>;
  buttonPadding: Record<Size, string>;
  fieldPadding: Record<Size, string>;
  /** Vertical padding of the text inside a field (its line box must fit the height). */
  fieldPaddingY: Record<Size, string>;
}

/**
 * Control metrics per interface size (density, spec: cookie `size`, default medium). A control's own
 * `size` prop picks a column; the chosen density picks the row, so a small button stays smaller than
 * a default one at every density. Medium is the design's base (the values components had before).
 */
export const density: Record<Size, ControlMetrics> = {
  large: {
    height: { small: '28px', medium: '40px', large: '48px' },
    font: { small: '14px', medium: '16px', large: '18px' },
    buttonPadding: { small: '11px', medium: '19px', large: '23px' },
    fieldPadding: { small: '9px', medium: '13px', large: '15px' },
    fieldPaddingY: { small: '1px', medium: '4px', large: '4px' },
  },
  medium: {
    height: tokens.controlHeight,
    font: { small: tokens.font.size.sm, medium: tokens.font.size.md, large: tokens.font.size.lg },
    buttonPadding: { small: '7px', medium: '15px', large: '19px' },
    fieldPadding: { small: '7px', medium: '11px', large: '11px' },
    fieldPaddingY: { small: '1px', medium: '4px', large: '4px' },
  },
  small: {
    height: { small: '22px', medium: '28px', large: '36px' },
    font: { small: '12px', medium: '13px', large: '14px' },
    buttonPadding: { small: '5px', medium: '11px', large: '15px' },
    fieldPadding: { small: '5px', medium: '9px', large: '11px' },
    fieldPaddingY: { small: '0px', medium: '2px', large: '4px' },
  },
};
