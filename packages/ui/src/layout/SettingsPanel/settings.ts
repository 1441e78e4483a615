import { DEFAULT_THEME_COLOR } from '../../theme';

/** The console's layout settings (docs/product.md#session); the portal persists them. */
export interface Settings {
  /** Primary colour, a hex such as '#1890ff'. */
  theme: string;
  /** Whether the settings button (and so the panel) is offered. */
  showSettings: boolean;
  /** Shows the tag bar of open pages. */
  tagsView: boolean;
  /** Keeps the navbar and tag bar at the top while the content scrolls. */
  fixedHeader: boolean;
  /** Shows the logo at the top of the sidebar. */
  sidebarLogo: boolean;
  /** Header search also matches the pinyin of Chinese menu titles (Chinese only). */
  supportPinyinSearch: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  theme: DEFAULT_THEME_COLOR,
  showSettings: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  supportPinyinSearch: false,
});
