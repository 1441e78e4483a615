import { type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ellipsis } from 'lucide-react';
import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import styled from 'styled-components';

export interface DropdownMenuActionItem {
  type?: 'item';
  /** Stable key, also passed to `onSelect`. */
  key: string;
  label: ReactNode;
  /** An icon drawn before the label (decorative: give it aria-hidden). */
  icon?: ReactNode;
  disabled?: boolean;
  /** Red text for destructive actions (log out, delete). */
  danger?: boolean;
  onSelect?: () => void;
}
export interface DropdownMenuSeparatorItem {
  type: 'separator';
  key: string;
}
export interface DropdownMenuLabelItem {
  type: 'label';
  key: string;
  label: ReactNode;
}
export type DropdownMenuItem = DropdownMenuActionItem | DropdownMenuSeparatorItem | DropdownMenuLabelItem;

export interface DropdownMenuProps {
  /**
   * The element that opens the menu: one focusable element (a Button) that forwards its ref.
   * Without it, an icon button labelled `triggerLabel` is shown.
   */
  children?: ReactElement;
  /** Accessible name of the default icon trigger. @default t('ui:dropdownMenu.trigger') */
  triggerLabel?: string;
  items: DropdownMenuItem[];
  /** Called with the item's key when an item is chosen (after the item's own `onSelect`). */
  onSelect?: (key: string) => void;
  /** Alignment of the menu against the trigger. @default 'end' */
  align?: 'start' | 'center' | 'end';
  /** @default 'bottom' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Render the menu in place instead of in a portal (for tests and screenshots). @default false */
  disablePortal?: boolean;
  /**
   * Modal menus hide the rest of the page from assistive technology and block outside pointer
   * events while open. Off by default: a header menu should not hide its own trigger. @default false
   */
  modal?: boolean;
}

const Content = styled(RadixDropdownMenu.Content)`
  z-index: var(--cp-z-dropdown);
  min-width: 160px;
  padding: var(--cp-space-xs) 0;
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg);
  box-shadow: var(--cp-shadow-md);
  font-family: var(--cp-font-family);
  font-size: var(--cp-font-md);
  outline: none;
`;

const Item = styled(RadixDropdownMenu.Item)`
  display: flex;
  align-items: center;
  gap: var(--cp-space-sm);
  min-height: 32px;
  padding: 5px var(--cp-space-md);
  color: var(--cp-text);
  line-height: 22px;
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: var(--cp-primary-light);
    color: var(--cp-text);
  }
  &[data-danger] {
    color: var(--cp-danger);
  }
  &[data-danger][data-highlighted] {
    background: var(--cp-danger-bg);
  }
  &[data-disabled] {
    color: var(--cp-text-disabled);
    cursor: not-allowed;
    background: transparent;
  }
  svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
`;

const IconTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: var(--cp-height-medium);
  height: var(--cp-height-medium);
  padding: 0;
  border: 1px solid transparent;
  border-radius: var(--cp-radius-md);
  background: transparent;
  color: var(--cp-text-secondary);
  cursor: pointer;

  &:hover,
  &[data-state='open'] {
    background: var(--cp-bg-muted);
    color: var(--cp-text);
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

const Separator = styled(RadixDropdownMenu.Separator)`
  height: 1px;
  margin: var(--cp-space-xs) 0;
  background: var(--cp-border-light);
`;

const Label = styled(RadixDropdownMenu.Label)`
  padding: 5px var(--cp-space-md);
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-sm);
`;

/**
 * A menu of actions opened from a trigger (Radix DropdownMenu): arrow keys move, Enter or Space
 * choose, Esc closes and returns focus to the trigger; typing a letter jumps to an item.
 */
export function DropdownMenu({
  children,
  triggerLabel,
  items,
  onSelect,
  align = 'end',
  side = 'bottom',
  open,
  defaultOpen,
  onOpenChange,
  disablePortal = false,
  modal = false,
}: DropdownMenuProps) {
  const { t } = useTranslation('ui');
  const content = (
    <Content align={align} side={side} sideOffset={4} collisionPadding={8}>
      {items.map((item) => {
        if (item.type === 'separator') return <Separator key={item.key} />;
        if (item.type === 'label') return <Label key={item.key}>{item.label}</Label>;
        return (
          <Item
            key={item.key}
            disabled={item.disabled}
            data-danger={item.danger ? '' : undefined}
            onSelect={() => {
              item.onSelect?.();
              onSelect?.(item.key);
            }}
          >
            {item.icon}
            {item.label}
          </Item>
        );
      })}
    </Content>
  );
  return (
    <RadixDropdownMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={modal}>
      <RadixDropdownMenu.Trigger asChild>
        {children ?? (
          <IconTrigger type="button" aria-label={triggerLabel ?? t('dropdownMenu.trigger')}>
            <Ellipsis aria-hidden="true" />
          </IconTrigger>
        )}
      </RadixDropdownMenu.Trigger>
      {disablePortal ? content : <RadixDropdownMenu.Portal>{content}</RadixDropdownMenu.Portal>}
    </RadixDropdownMenu.Root>
  );
}
