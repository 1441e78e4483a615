import { type ReactElement, type ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import styled from 'styled-components';

export interface TooltipProps {
  /** The element the tooltip describes: one focusable element that forwards its ref. */
  children: ReactElement;
  /** The tip text. Keep it short; it is read as the trigger's description. */
  content: ReactNode;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Milliseconds before the tip shows on hover (focus shows it at once). @default 300 */
  delayDuration?: number;
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Render the tip in place instead of in a portal (for screenshots). @default false */
  disablePortal?: boolean;
}

const Content = styled(RadixTooltip.Content)`
  z-index: var(--cp-z-toast);
  max-width: 280px;
  padding: 6px var(--cp-space-sm);
  border-radius: var(--cp-radius-md);
  background: var(--cp-bg-tooltip);
  color: var(--cp-text-inverse);
  font-family: var(--cp-font-family);
  font-size: var(--cp-font-sm);
  line-height: 1.5;
  box-shadow: var(--cp-shadow-md);
  word-wrap: break-word;
`;

const Arrow = styled(RadixTooltip.Arrow)`
  fill: var(--cp-bg-tooltip);
`;

/** A short tip on hover and keyboard focus (Radix Tooltip); Esc hides it. */
export function Tooltip({
  children,
  content,
  side = 'top',
  align = 'center',
  delayDuration = 300,
  open,
  defaultOpen,
  onOpenChange,
  disablePortal = false,
}: TooltipProps) {
  const tip = (
    <Content side={side} align={align} sideOffset={6} collisionPadding={8}>
      {content}
      <Arrow width={10} height={5} />
    </Content>
  );
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        {disablePortal ? tip : <RadixTooltip.Portal>{tip}</RadixTooltip.Portal>}
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
