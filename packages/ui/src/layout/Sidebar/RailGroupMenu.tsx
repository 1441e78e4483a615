import { DropdownMenu } from 'radix-ui';
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { firstItemOnKeyboardOpen, type OpenedBy } from '../../internal/firstOpen';
import { RenderedLink } from '../../internal/RenderedLink';
import { externalLinkProps, flattenMenu, hashHref, menuLinkKind, type MenuItem } from '../menu';
import type { SidebarContext } from './SidebarItem';
import { RailGroupButton } from './RailGroupButton';

// The Radix menu of a group in the icon rail (./SidebarRail.tsx), downloaded on the first hover, focus
// or press of a group's button so the console's first load carries no dropdown or floating-ui code.

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

/** A rail group with its menu, mounted open in place of the light button that was just pressed. */
export default function RailGroupMenu({
  item,
  ctx,
  openedBy,
}: {
  item: MenuItem;
  ctx: SidebarContext;
  openedBy: OpenedBy;
}) {
  const [open, setOpen] = useState(true);
  const [focusFirstItem] = useState(() => firstItemOnKeyboardOpen(openedBy));
  const leaves = flattenMenu(item.children ?? []);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <RailGroupButton
          item={item}
          ctx={ctx}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'ArrowRight') setOpen(true);
          }}
        />
      </DropdownMenu.Trigger>
      <RailMenu side="right" align="start" sideOffset={4} onFocus={focusFirstItem}>
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
