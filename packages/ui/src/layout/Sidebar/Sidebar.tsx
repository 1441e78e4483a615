import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../internal/firstOpen';
import { ROVING_ITEM, useRovingFocus } from '../../internal/useRovingFocus';
import {
  defaultRenderLink,
  findActiveTrail,
  menuLinkKind,
  visibleMenu,
  type MenuItem,
  type RenderLink,
} from '../menu';
import { List, Logo, Panel, Scroll } from './Sidebar.styles';
import type { SidebarContext } from './SidebarItem';
import { SidebarRail } from './SidebarRail';
import { handleTreeKey, SidebarTree } from './SidebarTree';

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

// The drawer (Radix Dialog, focus trap, scroll lock) is its own chunk: fetched when the browser is
// idle in drawer mode, and mounted on its first open (until then a closed drawer renders nothing).
const loadDrawer = () => import('./SidebarDrawer');
const SidebarDrawer = lazy(async () => ({ default: (await loadDrawer()).SidebarDrawer }));

/** Groups on the active trail open whenever the active page changes; the user may close them. */
function useExpandedGroups(trailKeys: Set<string>) {
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
  return { expanded, toggle };
}

/**
 * The console's side menu: a navigation landmark with expandable groups (arrow keys, Enter and
 * Space), the active page marked with `aria-current`, an icon rail when collapsed, and a modal
 * drawer in `mode="drawer"` (below 992px). This part picks the mode; `SidebarTree`,
 * `SidebarRail` and `SidebarDrawer` draw it.
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
  const menu = useMemo(() => visibleMenu(items), [items]);
  const trail = useMemo(() => findActiveTrail(menu, activePath), [menu, activePath]);
  const trailKeys = useMemo(() => new Set(trail.map((i) => i.key)), [trail]);
  const { expanded, toggle } = useExpandedGroups(trailKeys);
  const {
    containerRef,
    items: rovingItems,
    onKeyDown: moveFocus,
  } = useRovingFocus<HTMLElement>({
    orientation: 'vertical',
  });

  const drawer = mode === 'drawer';
  const [drawerWanted, setDrawerWanted] = useState(drawer && open);
  if (drawer && open && !drawerWanted) setDrawerWanted(true);
  useEffect(() => (drawer ? whenIdle(() => void loadDrawer()) : undefined), [drawer]);
  const onLinkClick = useCallback(
    (item: MenuItem, _event: MouseEvent) => {
      if (menuLinkKind(item) === 'internal') onNavigate?.(item.path);
      if (drawer) onOpenChange?.(false);
    },
    [drawer, onNavigate, onOpenChange],
  );

  const ctx: SidebarContext = {
    activeKey: trail[trail.length - 1]?.key,
    trail: trailKeys,
    expanded,
    toggle,
    renderLink,
    onLinkClick,
    newTabLabel: t('layout.sidebar.newTab'),
    idPrefix: idPrefix.replace(/:/g, ''),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!moveFocus(event) && (event.target as HTMLElement).hasAttribute(ROVING_ITEM)) {
      handleTreeKey(event, { items: rovingItems, toggle });
    }
  };

  const rail = collapsed && !drawer;
  const panel = (
    <Panel
      ref={containerRef}
      id={id}
      aria-label={label ?? t('layout.sidebar.label')}
      data-collapsed={rail ? '' : undefined}
      data-mode={mode}
      onKeyDown={onKeyDown}
    >
      {showLogo && logo && <Logo>{logo}</Logo>}
      <Scroll>
        <List>
          {rail ? <SidebarRail items={menu} ctx={ctx} /> : <SidebarTree items={menu} level={1} ctx={ctx} />}
        </List>
      </Scroll>
    </Panel>
  );

  if (!drawer) return panel;
  if (!drawerWanted) return null;
  return (
    <Suspense fallback={null}>
      <SidebarDrawer open={open} onOpenChange={onOpenChange} title={t('layout.sidebar.drawerTitle')}>
        {panel}
      </SidebarDrawer>
    </Suspense>
  );
}
