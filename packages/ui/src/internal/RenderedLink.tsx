import type { RenderLink } from '../layout/menu';

export type RenderedLinkProps = { renderLink: RenderLink } & Parameters<RenderLink>[0];

/**
 * Adapts a `renderLink` function (a router Link, or the plain `<a href="#/path">`) to a component,
 * so a styled element can render through it with `as={RenderedLink}`.
 */
export function RenderedLink({ renderLink, ...props }: RenderedLinkProps) {
  return <>{renderLink(props)}</>;
}
