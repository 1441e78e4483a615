import { Dialog as RadixDialog } from 'radix-ui';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffscreen } from '../Offscreen';
import styled, { keyframes } from 'styled-components';
import {
  ModalOverlay,
  OverlayFooter,
  OverlayHeader,
  overlaySurfaceCss,
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
  ${overlaySurfaceCss}
  width: var(--cp-drawer-width, 378px);
  max-width: 100vw;
  animation: ${slideFromRight} var(--cp-motion-slow) ease-out;

  &[data-side='left'] {
    right: auto;
    left: 0;
    animation-name: ${slideFromLeft};
  }
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
  const offscreen = useOffscreen();
  return (
    <RadixDialog.Root open={open && !offscreen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <ModalOverlay data-layer="drawer" data-fade="" data-cp-drawer-overlay="" />
        <Panel
          data-side={side}
          style={style}
          {...returnFocus}
          onPointerDownOutside={closeOnOverlayClick ? undefined : (event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <OverlayHeader data-divided="">
            <OverlayHeading
              title={title}
              description={description}
              closeLabel={closeLabel ?? t('drawer.close')}
            />
          </OverlayHeader>
          <Body>{children}</Body>
          {footer && <OverlayFooter>{footer}</OverlayFooter>}
        </Panel>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
