import { Dialog as RadixDialog } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import {
  ModalOverlay,
  OverlayFooter,
  OverlayHeading,
  toCssLength,
  useReturnFocus,
} from '../../internal/overlay';

export type DrawerSide = 'left' | 'right';

export interface DrawerProps {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called with `false` when the user closes it (Esc, the close button, a click on the overlay). */
  onOpenChange: (open: boolean) => void;
  /** The heading; also the drawer's accessible name. */
  title: ReactNode;
  /** A line under the title; also the accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Content of a footer bar, for actions. */
  footer?: ReactNode;
  /** The edge the drawer slides from. @default 'right' */
  side?: DrawerSide;
  /** Width: a number is pixels, a string any CSS length. @default 378 */
  width?: number | string;
  /** Accessible label of the close button. @default t('ui:drawer.close') */
  closeLabel?: string;
  /** Closes when the overlay is clicked. @default true */
  closeOnOverlayClick?: boolean;
}

const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;
const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const Panel = styled(RadixDialog.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  right: 0;
  z-index: var(--cp-z-drawer);
  display: flex;
  flex-direction: column;
  width: var(--cp-drawer-width, 378px);
  max-width: 100vw;
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-lg);
  animation: ${slideFromRight} var(--cp-motion-slow) ease-out;

  &[data-side='left'] {
    right: auto;
    left: 0;
    animation-name: ${slideFromLeft};
  }
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-lg) var(--cp-space-xl);
  border-bottom: 1px solid var(--cp-border-light);
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: var(--cp-space-xl);
  font-size: var(--cp-font-md);
`;

/**
 * A side sheet on a modal dialog: slides from the left or right, traps focus, closes on Esc, the
 * close button and (unlike `Dialog`) a click on the overlay.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  side = 'right',
  width = 378,
  closeLabel,
  closeOnOverlayClick = true,
}: DrawerProps) {
  const { t } = useTranslation('ui');
  const style = { '--cp-drawer-width': toCssLength(width) } as CSSProperties;
  const returnFocus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <ModalOverlay data-layer="drawer" data-fade="" data-cp-drawer-overlay="" />
        <Panel
          data-side={side}
          style={style}
          {...returnFocus}
          onPointerDownOutside={closeOnOverlayClick ? undefined : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <OverlayHeading
              title={title}
              description={description}
              closeLabel={closeLabel ?? t('drawer.close')}
            />
          </Header>
          <Body>{children}</Body>
          {footer && <OverlayFooter>{footer}</OverlayFooter>}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
