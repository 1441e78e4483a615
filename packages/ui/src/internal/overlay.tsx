// The modal layer shared by Dialog, Drawer and the console shell's panels (sidebar drawer, settings,
// error log): the dimmed backdrop, the heading with its close button, the footer bar and the return
// of focus to the opener.
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { quietIconButton } from './iconButtons';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

/**
 * The backdrop behind a modal. `data-layer="drawer"` puts it on the drawer layer; `data-fade`
 * fades it in.
 */
export const ModalOverlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: var(--cp-overlay);
  z-index: var(--cp-z-dialog);
  &[data-layer='drawer'] {
    z-index: var(--cp-z-drawer);
  }
  &[data-fade] {
    animation: ${fadeIn} var(--cp-motion-base) ease-out;
  }
`;

/** The box of a modal (dialog, side panel): a column on the page background, raised, no focus ring. */
export const overlaySurfaceCss = css`
  display: flex;
  flex-direction: column;
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-lg);
  &:focus {
    outline: none;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** The header bar around `OverlayHeading`; `data-divided` gives it even padding and a rule below. */
export const OverlayHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-lg) var(--cp-space-xl) var(--cp-space-sm);
  &[data-divided] {
    padding: var(--cp-space-lg) var(--cp-space-xl);
    border-bottom: 1px solid var(--cp-border-light);
  }
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

export const OverlayCloseButton = styled.button`
  ${quietIconButton}
  width: 32px;
  height: 32px;
  margin: -4px -8px 0 0;
  border-radius: var(--cp-radius-md);
`;

/** The bar of actions at the bottom of a dialog or drawer. */
export const OverlayFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-md) var(--cp-space-xl);
  border-top: 1px solid var(--cp-border-light);
`;

export interface OverlayHeadingProps {
  /** The heading; also the modal's accessible name. */
  title: ReactNode;
  /** A line under the title; also the accessible description. */
  description?: ReactNode;
  /** Accessible name of the close button; no button without it. */
  closeLabel?: string;
}

/** Title, optional description and the close button, inside the caller's header bar. */
export function OverlayHeading({ title, description, closeLabel }: OverlayHeadingProps) {
  return (
    <>
      <Headings>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Headings>
      {closeLabel !== undefined && (
        <RadixDialog.Close asChild>
          <OverlayCloseButton type="button" aria-label={closeLabel}>
            <X size={18} aria-hidden />
          </OverlayCloseButton>
        </RadixDialog.Close>
      )}
    </>
  );
}

/**
 * Focus goes back where it was before the modal opened. Radix only does this for its own
 * `Dialog.Trigger`; these modals are controlled, so their opener can be any element.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}

/** A CSS length from a `width` prop: numbers are pixels. */
export function toCssLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}
