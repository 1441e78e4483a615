import type { KeyboardEvent } from 'react';
import type { MenuItem } from '../menu';
import { Chevron, Label, List, Row } from './Sidebar.styles';
import { ItemIcon, ItemLink, rovingItem, type SidebarContext } from './SidebarItem';

/** The expanded column: groups open and close in place (a disclosure tree). */
export function SidebarTree({
  items,
  level,
  ctx,
}: {
  items: MenuItem[];
  level: number;
  ctx: SidebarContext;
}) {
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
              data-in-trail={ctx.trail.has(item.key) && !expanded ? '' : undefined}
              {...rovingItem}
              onClick={() => ctx.toggle(item.key)}
            >
              <ItemIcon item={item} active={false} />
              <Label>{item.title}</Label>
              <Chevron aria-hidden="true" />
            </Row>
            <List id={listId} data-submenu="" data-parent={item.key} hidden={!expanded}>
              <SidebarTree items={item.children} level={level + 1} ctx={ctx} />
            </List>
          </li>
        );
      })}
    </>
  );
}

/**
 * The tree's own keys, after ↑/↓/Home/End (`useRovingFocus`): → opens a closed group or enters an
 * open one, ← closes an open group or goes to the parent group. Returns whether it handled the key.
 */
export function handleTreeKey(
  event: KeyboardEvent<HTMLElement>,
  { items, toggle }: { items: () => HTMLElement[]; toggle: (key: string) => void },
): boolean {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return false;
  const current = event.target as HTMLElement;
  const group = current.getAttribute('data-group');
  const isExpanded = current.getAttribute('aria-expanded') === 'true';
  let target: HTMLElement | undefined;
  if (event.key === 'ArrowRight') {
    if (group && !isExpanded) toggle(group);
    else if (group) {
      const all = items();
      target = all[all.indexOf(current) + 1];
    }
  } else if (group && isExpanded) {
    toggle(group);
  } else {
    const parentKey = current.closest('ul[data-parent]')?.getAttribute('data-parent');
    if (parentKey) target = items().find((el) => el.getAttribute('data-group') === parentKey);
  }
  event.preventDefault();
  target?.focus();
  return true;
}
