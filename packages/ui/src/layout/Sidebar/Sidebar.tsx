import { ChevronDown, ExternalLink } from 'lucide-react';
import {
  useCallback,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DropdownMenu } from 'radix-ui';
import styled from 'styled-components';
import { IconSlot, VisuallyHidden } from '../internal/parts';
import {
  defaultRenderLink,
  externalLinkProps,
  findActiveTrail,
  flattenMenu,
  hashHref,
  menuLinkKind,
  visibleMenu,
  type MenuItem,
  type RenderLink,
} from '../menu';

export interface SidebarProps {
  /** The menu tree (titles translated). Hidden items are dropped and single children collapsed here. */
  items: MenuItem[];
  /** The current app path (router pathname); its item gets `aria-current="page"`. */
  activePath: string;
  /**
   * 'static' is the desktop column; 'drawer' (below 992px) is a modal panel over the page with
   * focus trapped, closed by Esc, an overlay click or a navigation. @default 'static'
   */
  mode?: 'static' | 'drawer';
  /** Desktop only: shrinks the column to an icon rail; groups open as a menu. @default false */
  collapsed?: boolean;
  /** Drawer only: whether the drawer is shown. @default false */
  open?: boolean;
  /** Drawer only: called with `false` when the drawer asks to close (Esc, overlay, navigation). */
  onOpenChange?: (open: boolean) => void;
  /** Called with the app path after the user activates an internal link. */
  onNavigate?: (path: string) => void;
  /** Renders internal links (e.g. a router Link). @default a plain `<a href="#/path">` */
  renderLink?: RenderLink;
  /** Content of the logo area at the top (product mark and name). */
  logo?: ReactNode;
  /** Shows the logo area (the `sidebarLogo` setting). @default true */
  showLogo?: boolean;
  /** Name of the navigation landmark. @default t('ui:layout.sidebar.label') */
  label?: string;
  /** id of the sidebar element (the navbar toggle's `aria-controls`). */
  id?: string;
}

const Panel = styled.nav`
  display: flex;
  flex-direction: column;
  width: var(--cp-sidebar-width);
  height: 100%;
  background: var(--cp-bg-sidebar);
  color: var(--cp-text-on-sidebar);
  transition: width var(--cp-motion-slow);
  overflow: hidden;
  &[data-collapsed='true'] {
    width: var(--cp-sidebar-collapsed-width);
  }
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  flex: none;
  height: var(--cp-navbar-height);
  padding: 0 20px;
  overflow: hidden;
  white-space: nowrap;
  color: #fff;
  font-weight: 600;
  font-size: var(--cp-font-md);
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  padding-bottom: var(--cp-space-lg);
  scrollbar-width: thin;
  scrollbar-color: rgba(255, 255, 255, 0.25) transparent;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  &[data-submenu='true'] {
    background: #000c17;
  }
`;

const Row = styled.a`
  display: flex;
  align-items: center;
  gap: var(--cp-space-md);
  width: 100%;
  min-height: 50px;
  padding: 0 16px 0 20px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: var(--cp-font-md);
  text-align: left;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &[data-level='2'] {
    padding-left: 48px;
  }
  &[data-level='3'] {
    padding-left: 68px;
  }
  &[data-level='4'] {
    padding-left: 88px;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.08);
    color: #fff;
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: -4px;
  }
  &[aria-current='page'] {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
  &[data-in-trail='true'] {
    color: #fff;
    font-weight: 600;
  }
  &[data-placeholder='true'] {
    cursor: default;
    color: #aab4c2;
  }
  &[data-rail='true'] {
    justify-content: center;
    padding: 0;
  }
  &[data-rail='true'][data-in-trail='true'] {
    background: var(--cp-primary-solid);
  }
`;

const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const Chevron = styled(ChevronDown)`
  width: 14px;
  height: 14px;
  flex: none;
  transition: transform var(--cp-motion-base);
  [aria-expanded='false'] > & {
    transform: rotate(-90deg);
  }
`;

const NewTabIcon = styled(ExternalLink)`
  width: 12px;
  height: 12px;
  flex: none;
  opacity: 0.8;
`;

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  background: var(--cp-overlay);
  z-index: var(--cp-z-drawer);
`;

const DrawerContent = styled(Dialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  max-width: 85vw;
  z-index: var(--cp-z-drawer);
  box-shadow: var(--cp-shadow-lg);
  &:focus {
    outline: none;
  }
  & > ${Panel} {
    max-width: 85vw;
  }
`;

const RailMenu = styled(DropdownMenu.Content)`
  min-width: 200px;
  padding: var(--cp-space-xs) 0;
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg-sidebar);
  color: var(--cp-text-on-sidebar);
  box-shadow: var(--cp-shadow-md);
  z-index: var(--cp-z-dropdown);
`;

const RailMenuLabel = styled(DropdownMenu.Label)`
  padding: var(--cp-space-sm) var(--cp-space-lg);
  font-weight: 600;
  color: #fff;
`;

const RailMenuItem = styled(DropdownMenu.Item)`
  display: block;
  padding: var(--cp-space-sm) var(--cp-space-lg);
  color: inherit;
  text-decoration: none;
  outline: none;
  cursor: pointer;
  &[data-highlighted] {
    background: rgba(255, 255, 255, 0.12);
    color: #fff;
  }
  &[aria-current='page'] {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
`;

interface Context {
  activeKey: string | undefined;
  trail: Set<string>;
  expanded: Set<string>;
  toggle: (key: string) => void;
  renderLink: RenderLink;
  onLinkClick: (item: MenuItem, event: MouseEvent) => void;
  newTabLabel: string;
  idPrefix: string;
}

function ItemIcon({ item, active }: { item: MenuItem; active: boolean }) {
  const icon = active && item.activeIcon ? item.activeIcon : item.icon;
  return icon ? (
    <IconSlot aria-hidden="true" data-active-icon={(active && !!item.activeIcon) || undefined}>
      {icon}
    </IconSlot>
  ) : null;
}

function ItemLink({
  item,
  level,
  ctx,
  rail = false,
}: {
  item: MenuItem;
  level: number;
  ctx: Context;
  rail?: boolean;
}) {
  const active = ctx.activeKey === item.key;
  const kind = menuLinkKind(item);
  const content = (
    <>
      <ItemIcon item={item} active={active} />
      {rail ? <VisuallyHidden>{item.title}</VisuallyHidden> : <Label>{item.title}</Label>}
    </>
  );
  const common = {
    'data-level': level,
    'data-rail': rail || undefined,
    'data-sidebar-item': '',
    title: rail ? item.title : undefined,
  };
  if (kind === 'placeholder') {
    return (
      <Row as="span" aria-disabled="true" data-placeholder="true" {...common} data-sidebar-item={undefined}>
        {content}
      </Row>
    );
  }
  if (kind === 'external') {
    const link = externalLinkProps(item.path);
    return (
      <Row {...link} {...common} onClick={(e: MouseEvent) => ctx.onLinkClick(item, e)}>
        {content}
        {link.target && !rail && <NewTabIcon aria-hidden="true" />}
        {link.target && <VisuallyHidden>{ctx.newTabLabel}</VisuallyHidden>}
      </Row>
    );
  }
  return (
    <Row
      as={RenderedLink}
      renderLink={ctx.renderLink}
      path={item.path}
      href={hashHref(item.path)}
      aria-current={active ? 'page' : undefined}
      {...common}
      onClick={(e: MouseEvent) => ctx.onLinkClick(item, e)}
    >
      {content}
    </Row>
  );
}

/** Adapts a `renderLink` function to a component so the styled row can render through it. */
function RenderedLink({ renderLink, ...props }: { renderLink: RenderLink } & Parameters<RenderLink>[0]) {
  return <>{renderLink(props)}</>;
}

function MenuTree({ items, level, ctx }: { items: MenuItem[]; level: number; ctx: Context }) {
  return (
    <>
      {items.map((item) => {
        if (!item.children?.length) {
          return (
            <li key={item.key}>
              <ItemLink item={item} level={level} ctx={ctx} />
            </li>
          );
        }
        const expanded = ctx.expanded.has(item.key);
        const listId = `${ctx.idPrefix}-${item.key}`;
        return (
          <li key={item.key}>
            <Row
              as="button"
              type="button"
              aria-expanded={expanded}
              aria-controls={listId}
              data-level={level}
              data-group={item.key}
              data-in-trail={(ctx.trail.has(item.key) && !expanded) || undefined}
              data-sidebar-item=""
              onClick={() => ctx.toggle(item.key)}
            >
              <ItemIcon item={item} active={false} />
              <Label>{item.title}</Label>
              <Chevron aria-hidden="true" />
            </Row>
            <List id={listId} data-submenu="true" data-parent={item.key} hidden={!expanded}>
              <MenuTree items={item.children} level={level + 1} ctx={ctx} />
            </List>
          </li>
        );
      })}
    </>
  );
}

function RailTree({ items, ctx }: { items: MenuItem[]; ctx: Context }) {
  return (
    <>
      {items.map((item) => {
        if (!item.children?.length) {
          return (
            <li key={item.key}>
              <ItemLink item={item} level={1} ctx={ctx} rail />
            </li>
          );
        }
        return (
          <li key={item.key}>
            <RailGroup item={item} ctx={ctx} />
          </li>
        );
      })}
    </>
  );
}

/** A group in the icon rail: a button that opens the group's pages as a menu to the right. */
function RailGroup({ item, ctx }: { item: MenuItem; ctx: Context }) {
  const [open, setOpen] = useState(false);
  const leaves = flattenMenu(item.children ?? []);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Row
          as="button"
          type="button"
          data-rail="true"
          data-level={1}
          data-in-trail={ctx.trail.has(item.key) || undefined}
          data-sidebar-item=""
          title={item.title}
          onKeyDown={(event: KeyboardEvent) => {
            // Up and Down move along the rail; Right opens the group's menu.
            if (event.key === 'ArrowDown') event.preventDefault();
            if (event.key === 'ArrowRight') setOpen(true);
          }}
        >
          <ItemIcon item={item} active={false} />
          <VisuallyHidden>{item.title}</VisuallyHidden>
        </Row>
      </DropdownMenu.Trigger>
      <RailMenu side="right" align="start" sideOffset={4}>
        <RailMenuLabel>{item.title}</RailMenuLabel>
        {leaves.map(({ item: leaf, titles }) => {
          const label = titles.join(' / ');
          return (
            <RailMenuItem key={leaf.key} asChild>
              {menuLinkKind(leaf) === 'external' ? (
                <a {...externalLinkProps(leaf.path)}>{label}</a>
              ) : (
                <RenderedLink
                  renderLink={ctx.renderLink}
                  path={leaf.path}
                  href={hashHref(leaf.path)}
                  aria-current={ctx.activeKey === leaf.key ? 'page' : undefined}
                  onClick={(e) => ctx.onLinkClick(leaf, e)}
                >
                  {label}
                </RenderedLink>
              )}
            </RailMenuItem>
          );
        })}
      </RailMenu>
    </DropdownMenu.Root>
  );
}

function focusables(nav: HTMLElement): HTMLElement[] {
  return Array.from(nav.querySelectorAll<HTMLElement>('[data-sidebar-item]')).filter(
    (el) => !el.parentElement?.closest('[hidden]'),
  );
}

/**
 * The console's side menu: a navigation landmark with expandable groups (arrow keys, Enter and
 * Space), the active page marked with `aria-current`, an icon rail when collapsed, and a modal
 * drawer in `mode="drawer"` (below 992px).
 */
export function Sidebar({
  items,
  activePath,
  mode = 'static',
  collapsed = false,
  open = false,
  onOpenChange,
  onNavigate,
  renderLink = defaultRenderLink,
  logo,
  showLogo = true,
  label,
  id,
}: SidebarProps) {
  const { t } = useTranslation('ui');
  const idPrefix = useId();
  const navRef = useRef<HTMLElement>(null);
  // The drawer is opened from outside (the navbar): focus goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  const menu = useMemo(() => visibleMenu(items), [items]);
  const trail = useMemo(() => findActiveTrail(menu, activePath), [menu, activePath]);
  const trailKeys = useMemo(() => new Set(trail.map((i) => i.key)), [trail]);
  const activeKey = trail[trail.length - 1]?.key;

  // Groups on the active trail open whenever the active page changes; the user may close them.
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(trailKeys));
  const [seenTrail, setSeenTrail] = useState(trailKeys);
  if (seenTrail !== trailKeys) {
    setSeenTrail(trailKeys);
    setExpanded((prev) => new Set([...prev, ...trailKeys]));
  }

  const toggle = useCallback((key: string) => {
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }, []);

  const drawer = mode === 'drawer';
  const onLinkClick = useCallback(
    (item: MenuItem, _event: MouseEvent) => {
      if (menuLinkKind(item) === 'internal') onNavigate?.(item.path);
      if (drawer) onOpenChange?.(false);
    },
    [drawer, onNavigate, onOpenChange],
  );

  const ctx: Context = {
    activeKey,
    trail: trailKeys,
    expanded,
    toggle,
    renderLink,
    onLinkClick,
    newTabLabel: t('layout.sidebar.newTab'),
    idPrefix: idPrefix.replace(/:/g, ''),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const nav = navRef.current;
    const current = event.target as HTMLElement;
    if (!nav || !current.hasAttribute('data-sidebar-item')) return;
    const all = focusables(nav);
    const index = all.indexOf(current);
    const group = current.getAttribute('data-group');
    const isExpanded = current.getAttribute('aria-expanded') === 'true';
    let target: HTMLElement | undefined;
    switch (event.key) {
      case 'ArrowDown':
        target = all[(index + 1) % all.length];
        break;
      case 'ArrowUp':
        target = all[(index - 1 + all.length) % all.length];
        break;
      case 'Home':
        target = all[0];
        break;
      case 'End':
        target = all[all.length - 1];
        break;
      case 'ArrowRight':
        if (group && !isExpanded) toggle(group);
        else if (group) target = all[index + 1];
        break;
      case 'ArrowLeft': {
        if (group && isExpanded) {
          toggle(group);
          break;
        }
        const parentKey = current.closest('ul[data-parent]')?.getAttribute('data-parent');
        if (parentKey) {
          target = nav.querySelector<HTMLElement>(`[data-group="${CSS.escape(parentKey)}"]`) ?? undefined;
        }
        break;
      }
      default:
        return;
    }
    event.preventDefault();
    target?.focus();
  };

  const rail = collapsed && !drawer;
  const panel = (
    <Panel
      ref={navRef}
      id={id}
      aria-label={label ?? t('layout.sidebar.label')}
      data-collapsed={rail}
      data-mode={mode}
      onKeyDown={onKeyDown}
    >
      {showLogo && logo && <Logo>{logo}</Logo>}
      <Scroll>
        <List>
          {rail ? <RailTree items={menu} ctx={ctx} /> : <MenuTree items={menu} level={1} ctx={ctx} />}
        </List>
      </Scroll>
    </Panel>
  );

  if (!drawer) return panel;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Overlay />
        <DrawerContent
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement as HTMLElement | null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title asChild>
            <VisuallyHidden>{t('layout.sidebar.drawerTitle')}</VisuallyHidden>
          </Dialog.Title>
          {panel}
        </DrawerContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
