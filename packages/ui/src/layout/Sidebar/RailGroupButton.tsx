import { forwardRef, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import type { MenuItem } from '../menu';
import { Row } from './Sidebar.styles';
import { ItemIcon, rovingItem, type SidebarContext } from './SidebarItem';

type RailGroupButtonProps = { item: MenuItem; ctx: SidebarContext } & Omit<
  ComponentPropsWithoutRef<'button'>,
  'children'
>;

/** A group's button in the rail (the menu's trigger once the menu is loaded). */
export const RailGroupButton = forwardRef<HTMLButtonElement, RailGroupButtonProps>(function RailGroupButton(
  { item, ctx, onKeyDown, ...props },
  ref,
) {
  return (
    <Row
      ref={ref}
      as="button"
      type="button"
      data-rail=""
      data-level={1}
      data-in-trail={ctx.trail.has(item.key) ? '' : undefined}
      {...rovingItem}
      title={item.title}
      {...props}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        // Up and Down move along the rail (not into the menu).
        if (event.key === 'ArrowDown') event.preventDefault();
        onKeyDown?.(event);
      }}
    >
      <ItemIcon item={item} active={false} />
      <VisuallyHidden>{item.title}</VisuallyHidden>
    </Row>
  );
});
