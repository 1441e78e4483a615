import { useState, type KeyboardEvent } from 'react';
import { DropdownMenu } from 'radix-ui';
import styled from 'styled-components';
import { RenderedLink } from '../../internal/RenderedLink';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { externalLinkProps, flattenMenu, hashHref, menuLinkKind, type MenuItem } from '../menu';
import { Row } from './Sidebar.styles';
import { ItemIcon, ItemLink, rovingItem, type SidebarContext } from './SidebarItem';

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
  color: var(--cp-text-inverse);
`;

const RailMenuItem = styled(DropdownMenu.Item)`
  display: block;
  padding: var(--cp-space-sm) var(--cp-space-lg);
  color: inherit;
  text-decoration: none;
  outline: none;
  cursor: pointer;
  &[data-highlighted] {
    background: var(--cp-sidebar-highlight);
    color: var(--cp-text-inverse);
  }
  &[aria-current='page'] {
    background: var(--cp-primary-solid);
    color: var(--cp-primary-contrast);
  }
`;

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
  const [open, setOpen] = useState(false);
  const leaves = flattenMenu(item.children ?? []);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Row
          as="button"
          type="button"
          data-rail=""
          data-level={1}
          data-in-trail={ctx.trail.has(item.key) ? '' : undefined}
          {...rovingItem}
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
