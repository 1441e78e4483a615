export {
  visibleMenu,
  findActiveTrail,
  flattenMenu,
  isExternalPath,
  menuLinkKind,
  externalLinkProps,
  type MenuItem,
  type MenuLinkKind,
  type MenuEntry,
} from './menu';
export { hashHref, defaultRenderLink, type RenderLink, type MenuLinkRenderProps } from './MenuLink';
