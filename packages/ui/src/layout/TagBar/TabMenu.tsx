import { ContextMenu } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { firstItemOnKeyboardOpen } from '../../internal/firstOpen';
import { menuItemCss, menuSurfaceCss } from '../internal/menuItemCss';
import type { PendingMenu } from './TagBar';

// The Radix context menu of a tab (./TagBar.tsx), downloaded on the first right click, Shift+F10 or
// context-menu key so the console's first load carries no menu or floating-ui code.

const Menu = styled(ContextMenu.Content)`
  min-width: 140px;
  ${menuSurfaceCss}
`;

const MenuItem = styled(ContextMenu.Item)`
  ${menuItemCss}
`;

export interface TabMenuProps {
  /** The menu's name (the tab's title). */
  label: string;
  /** The actions, in order. */
  items: { label: string; disabled?: boolean; onSelect: () => void }[];
  /** Where the request that fetched this menu was made: it opens there once mounted. */
  openAt?: PendingMenu;
  /** Called once the pending request has opened the menu. */
  onOpened: () => void;
  onCloseAutoFocus: (event: Event) => void;
  /** The tab (the trigger). */
  children: ReactNode;
}

/** A tab wrapped in its context menu. */
export default function TabMenu({
  label,
  items,
  openAt,
  onOpened,
  onCloseAutoFocus,
  children,
}: TabMenuProps) {
  const trigger = useRef<HTMLElement>(null);
  const [focusFirstItem] = useState(() => firstItemOnKeyboardOpen(openAt?.openedBy));
  useEffect(() => {
    if (!openAt || !trigger.current) return;
    trigger.current.dispatchEvent(
      new MouseEvent('contextmenu', {
        bubbles: true,
        cancelable: true,
        clientX: openAt.x,
        clientY: openAt.y,
      }),
    );
    onOpened();
  }, [openAt, onOpened]);
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild ref={trigger}>
        {children}
      </ContextMenu.Trigger>
      {/* Not portalled: the menu stays inside the navigation landmark. */}
      <Menu aria-label={label} onFocus={focusFirstItem} onCloseAutoFocus={onCloseAutoFocus}>
        {items.map((item) => (
          <MenuItem key={item.label} disabled={item.disabled} onSelect={item.onSelect}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </ContextMenu.Root>
  );
}
