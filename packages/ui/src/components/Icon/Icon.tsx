import {
  AppWindow,
  Banknote,
  Bell,
  BellRing,
  ChartPie,
  ClipboardList,
  Droplet,
  FileCode,
  FilePlus,
  FileSpreadsheet,
  FileText,
  History,
  House,
  HousePlus,
  IdCard,
  List,
  Megaphone,
  MessagesSquare,
  Receipt,
  Server,
  ServerCog,
  ShieldCheck,
  UserCog,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons that route tables and menus may name. A closed set keeps the bundle small (each icon is
 * imported on its own) and makes a misspelt name a type error.
 */
export const ICONS = {
  'app-window': AppWindow,
  banknote: Banknote,
  bell: Bell,
  'bell-ring': BellRing,
  'chart-pie': ChartPie,
  'clipboard-list': ClipboardList,
  droplet: Droplet,
  'file-code': FileCode,
  'file-plus': FilePlus,
  'file-spreadsheet': FileSpreadsheet,
  'file-text': FileText,
  history: History,
  house: House,
  'house-plus': HousePlus,
  'id-card': IdCard,
  list: List,
  megaphone: Megaphone,
  'messages-square': MessagesSquare,
  receipt: Receipt,
  server: Server,
  'server-cog': ServerCog,
  'shield-check': ShieldCheck,
  'user-cog': UserCog,
  wallet: Wallet,
} as const satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

export interface IconProps {
  /** Which icon. An unknown name renders nothing and warns in development. */
  name: IconName | (string & {});
  /** Size in px. @default 16 */
  size?: number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/** A named icon for menus and route tables. */
export function Icon({ name, size = 16, label }: IconProps) {
  if (!isIconName(name)) {
    if (import.meta.env.DEV) console.warn(`[ui: Icon] Unknown icon name "${name}".`);
    return null;
  }
  const Glyph = ICONS[name];
  return label ? (
    <Glyph size={size} role="img" aria-label={label} focusable={false} />
  ) : (
    <Glyph size={size} aria-hidden="true" focusable={false} />
  );
}
