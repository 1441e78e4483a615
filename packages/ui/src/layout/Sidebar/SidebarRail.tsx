import { lazy, Suspense } from 'react';
import { useFirstOpen } from '../../internal/firstOpen';
import type { MenuItem } from '../menu';
import { RailGroupButton } from './RailGroupButton';
import { ItemLink, type SidebarContext } from './SidebarItem';

// A group's menu (Radix dropdown with floating-ui) is its own chunk: until the group's button is
// first hovered, focused or pressed it is a plain button; that press (or →) opens the menu at once.
const loadGroupMenu = () => import('./RailGroupMenu');
const RailGroupMenu = lazy(loadGroupMenu);

/** The collapsed column: icons only; a group opens its pages as a menu to the right. */
export function SidebarRail({ items, ctx }: { items: MenuItem[]; ctx: SidebarContext }) {
  return (
    <>
      {items.map((item) => (
        <li key={item.key}>
          {item.children?.length ? (
            <RailGroup item={item} ctx={ctx} />
          ) : (
            <ItemLink item={item} level={1} ctx={ctx} rail />
          )}
        </li>
      ))}
    </>
  );
}

/** A group in the icon rail: a button that opens the group's pages as a menu to the right. */
function RailGroup({ item, ctx }: { item: MenuItem; ctx: SidebarContext }) {
  const { openedBy, triggerProps } = useFirstOpen(loadGroupMenu, ['ArrowRight']);
  const light = {
    item,
    ctx,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
  } as const;
  if (!openedBy) return <RailGroupButton {...light} {...triggerProps} />;
  return (
    <Suspense fallback={<RailGroupButton {...light} />}>
      <RailGroupMenu item={item} ctx={ctx} openedBy={openedBy} />
    </Suspense>
  );
}
