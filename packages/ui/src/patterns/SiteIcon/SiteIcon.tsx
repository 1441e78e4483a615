import {
  BadgePercent,
  BookOpen,
  Boxes,
  Building2,
  CircleCheck,
  CircleHelp,
  Code2,
  Cpu,
  Download,
  Factory,
  Gem,
  GraduationCap,
  HeartPulse,
  KeyRound,
  Landmark,
  Lightbulb,
  Megaphone,
  Network,
  PenTool,
  Search,
  Server,
  ShieldCheck,
  ShoppingCart,
  Wheat,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons of the public site's sections (chains, solutions, services, help). A closed set: each
 * icon is imported on its own, so a page carries only the ones it names.
 */
export const SITE_ICONS = {
  'badge-percent': BadgePercent,
  'book-open': BookOpen,
  boxes: Boxes,
  'building-2': Building2,
  'circle-check': CircleCheck,
  'circle-help': CircleHelp,
  'code-2': Code2,
  cpu: Cpu,
  download: Download,
  factory: Factory,
  gem: Gem,
  'graduation-cap': GraduationCap,
  'heart-pulse': HeartPulse,
  'key-round': KeyRound,
  landmark: Landmark,
  lightbulb: Lightbulb,
  megaphone: Megaphone,
  network: Network,
  'pen-tool': PenTool,
  search: Search,
  server: Server,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  wheat: Wheat,
  wrench: Wrench,
} as const satisfies Record<string, LucideIcon>;

export type SiteIconName = keyof typeof SITE_ICONS;

export interface SiteIconProps {
  name: SiteIconName;
  /** @default 24 */
  size?: number;
}

/** A decorative public-site icon (hidden from assistive technology; the text beside it names things). */
export function SiteIcon({ name, size = 24 }: SiteIconProps) {
  const Glyph = SITE_ICONS[name];
  return <Glyph size={size} aria-hidden="true" />;
}
