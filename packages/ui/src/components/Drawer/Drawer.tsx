import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { DialogCloseButton, toCssLength, useReturnFocus } from '../Dialog/Dialog';

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

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const slideFromRight = keyframes`
  from { transform: translateX(100%); }
  to { transform: none; }
`;
const slideFromLeft = keyframes`
  from { transform: translateX(-100%); }
  to { transform: none; }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--cp-z-drawer);
  background: var(--cp-overlay);
  animation: ${fadeIn} var(--cp-motion-base) ease-out;
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

const Headings = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: var(--cp-font-lg);
  font-weight: 600;
  line-height: 1.5;
`;

const Description = styled(RadixDialog.Description)`
  margin: var(--cp-space-xs) 0 0;
  color: var(--cp-text-secondary);
  font-size: var(--cp-font-md);
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: var(--cp-space-xl);
  font-size: var(--cp-font-md);
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-md) var(--cp-space-xl);
  border-top: 1px solid var(--cp-border-light);
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
        <Overlay data-cp-drawer-overlay="" />
        <Panel
          data-side={side}
          style={style}
          {...returnFocus}
          onPointerDownOutside={closeOnOverlayClick ? undefined : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <Headings>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </Headings>
            <RadixDialog.Close asChild>
              <DialogCloseButton type="button" aria-label={closeLabel ?? t('drawer.close')}>
                <X size={18} aria-hidden />
              </DialogCloseButton>
            </RadixDialog.Close>
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
