/** The eight theme presets of the settings panel; the first is the default (docs/product.md#routes). */
export const THEME_PRESETS = [
  { id: 'daybreak', color: '#1890ff' },
  { id: 'geekblue', color: '#2f54eb' },
  { id: 'purple', color: '#722ed1' },
  { id: 'cyan', color: '#13c2c2' },
  { id: 'green', color: '#52c41a' },
  { id: 'volcano', color: '#fa541c' },
  { id: 'magenta', color: '#eb2f96' },
  { id: 'graphite', color: '#304156' },
] as const;

export type ThemePresetId = (typeof THEME_PRESETS)[number]['id'];
export const DEFAULT_THEME_COLOR = '#1890ff';
