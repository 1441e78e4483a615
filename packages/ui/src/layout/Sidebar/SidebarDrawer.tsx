import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ModalOverlay, useReturnFocus } from '../../internal/overlay';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Panel } from './Sidebar.styles';

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

export interface SidebarDrawerProps {
  open: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  /** The drawer's accessible name (visually hidden). */
  title: string;
  /** The sidebar column shown in the drawer. */
  children: ReactNode;
}

/**
 * The sidebar below 992px: a modal panel from the left with focus trapped, closed by Esc or an
 * overlay click. It is opened from outside (the navbar), so focus goes back to whatever opened it.
 */
export function SidebarDrawer({ open, onOpenChange, title, children }: SidebarDrawerProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ModalOverlay data-layer="drawer" />
        <DrawerContent aria-describedby={undefined} {...returnFocus}>
          <Dialog.Title asChild>
            <VisuallyHidden>{title}</VisuallyHidden>
          </Dialog.Title>
          {children}
        </DrawerContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
