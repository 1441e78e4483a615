import type { ReactNode } from 'react';

/**
 * One entry of the console menu. The portal builds the tree from its route table (already filtered
 * by role and with titles already translated); the layout only displays it.
 */
export interface MenuItem {
  /** Stable identity (the route name is a good key). */
  key: string;
  /**
   * Where the item leads: an absolute app path such as '/costCenter/orderMGT', an external address
   * (http(s):, mailto:, tel:), or '#' for a placeholder that goes nowhere.
   */
  path: string;
  /** The label, already translated. */
  title: string;
  /** Icon shown before the title (and alone in the collapsed icon rail). */
  icon?: ReactNode;
  /** Icon shown instead of `icon` while the item is the active page. */
  activeIcon?: ReactNode;
  /** Sub-items; an item with visible children is an expandable group. */
  children?: MenuItem[];
  /** Forces the item to be treated as an external link even if its path does not look like one. */
  external?: boolean;
  /** Not shown in the menu (detail pages and the like); still matched by `findActiveTrail`. */
  hidden?: boolean;
  /** Keeps a group even when it has a single visible child. @default false */
  alwaysShow?: boolean;
}

/** How a menu path behaves when activated. */
export type MenuLinkKind = 'internal' | 'external' | 'placeholder';

const EXTERNAL = /^(?:https?:|mailto:|tel:)/i;
const NEW_TAB = /^https?:/i;

/** True for http(s), mailto and tel addresses (docs/product.md: external links are kept as they are). */
export function isExternalPath(path: string): boolean {
  return EXTERNAL.test(path.trim());
}

/** What kind of link an item is: an app route, an external address, or the '#' placeholder. */
export function menuLinkKind(item: Pick<MenuItem, 'path' | 'external'>): MenuLinkKind {
  if (item.external || isExternalPath(item.path)) return 'external';
  if (item.path.trim() === '#' || item.path.trim() === '') return 'placeholder';
  return 'internal';
}

/** The anchor attributes of an external link: http(s) opens in a new tab without an opener. */
export function externalLinkProps(path: string): { href: string; target?: '_blank'; rel?: string } {
  return NEW_TAB.test(path.trim())
    ? { href: path, target: '_blank', rel: 'noopener noreferrer' }
    : { href: path };
}

/**
 * The menu as the sidebar shows it: hidden items dropped at every level; a group whose visible
 * children are all gone becomes a plain item; a group with exactly one visible leaf child shows as
 * that child (keeping the parent's icons when the child has none) unless `alwaysShow` is set.
 */
export function visibleMenu(items: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item.hidden) continue;
    if (!item.children || item.children.length === 0) {
      out.push(item);
      continue;
    }
    const children = visibleMenu(item.children);
    const { children: _omit, ...leaf } = item;
    if (children.length === 0) {
      out.push(leaf);
    } else if (children.length === 1 && !item.alwaysShow && !children[0]!.children?.length) {
      const only = children[0]!;
      out.push({
        ...only,
        icon: only.icon ?? item.icon,
        activeIcon: only.activeIcon ?? (only.icon ? undefined : item.activeIcon),
      });
    } else {
      out.push({ ...leaf, children });
    }
  }
  return out;
}

function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

function search(items: readonly MenuItem[], target: string, exact: boolean): MenuItem[] {
  let best: MenuItem[] = [];
  let bestLength = -1;
  for (const item of items) {
    const kind = menuLinkKind(item);
    const path = normalisePath(item.path);
    if (kind === 'internal') {
      const hit = exact ? path === target : path !== '/' && target.startsWith(`${path}/`);
      if (hit && path.length > bestLength) {
        best = [item];
        bestLength = path.length;
      }
    }
    if (item.children?.length) {
      const inner = search(item.children, target, exact);
      const innerPath = inner.length ? normalisePath(inner[inner.length - 1]!.path) : '';
      if (inner.length && innerPath.length >= bestLength) {
        best = [item, ...inner];
        bestLength = innerPath.length;
      }
    }
  }
  return best;
}

/**
 * The chain of items from the top level down to the item of `pathname`: an exact path match
 * wins; otherwise the item whose path is the longest parent of `pathname` (so a detail page keeps
 * its list page highlighted). Empty when nothing matches. Query and hash parts are ignored.
 */
export function findActiveTrail(items: readonly MenuItem[], pathname: string): MenuItem[] {
  const target = normalisePath(pathname);
  const exact = search(items, target, true);
  return exact.length ? exact : search(items, target, false);
}

/** Every navigable item (internal or external) with the titles of its ancestors, for search. */
export interface MenuEntry {
  item: MenuItem;
  /** Titles from the top level down to and including the item. */
  titles: string[];
}

/** Flattens the visible menu into its navigable entries, in menu order. */
export function flattenMenu(items: readonly MenuItem[], parents: string[] = []): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const item of items) {
    const titles = [...parents, item.title];
    if (item.children?.length) out.push(...flattenMenu(item.children, titles));
    else if (menuLinkKind(item) !== 'placeholder') out.push({ item, titles });
  }
  return out;
}
