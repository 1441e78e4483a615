import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * What a custom link renderer receives. Spread everything except `path` onto your link element
 * (the `data-*` attributes drive keyboard navigation, `aria-current` marks the active page).
 */
export interface MenuLinkRenderProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** The default href: `#${path}` (the portal uses hash routing). */
  href: string;
  /** The app path the link leads to, for a router's `to`. */
  path: string;
  children?: ReactNode;
}

/** Renders an internal app link; the default is a plain `<a href="#/path">`. */
export type RenderLink = (props: MenuLinkRenderProps) => ReactNode;

/** The default hash-routing href of an app path. */
export function hashHref(path: string): string {
  return `#${path}`;
}

export const defaultRenderLink: RenderLink = ({ path: _path, children, ...anchor }) => (
  <a {...anchor}>{children}</a>
);
