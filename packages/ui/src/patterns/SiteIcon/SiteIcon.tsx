import type { LucideIcon } from 'lucide-react';

export interface SiteIconProps {
  /** A lucide icon, imported by the page on its own (`import { Network } from 'lucide-react'`), so a
   * page carries only the icons it shows. */
  icon: LucideIcon;
  /** @default 24 */
  size?: number;
}

/** A decorative public-site icon (hidden from assistive technology; the text beside it names things). */
export function SiteIcon({ icon: Glyph, size = 24 }: SiteIconProps) {
  return <Glyph size={size} aria-hidden="true" />;
}
