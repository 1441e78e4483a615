import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Button } from '../Button';

export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with `false` when the user asks to close (Esc, the close button, Cancel). */
  onOpenChange?: (open: boolean) => void;
  /** The heading; also the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title; also the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /**
   * Replaces the default Cancel/OK footer; `null` removes the footer.
   * @default Cancel and OK buttons
   */
  footer?: ReactNode | null;
  /** Called by the OK button of the default footer. */
  onOk?: () => void;
  /** Called when the dialog is dismissed (Esc, the close button, Cancel), before `onOpenChange(false)`. */
  onCancel?: () => void;
  /** @default t('ui:dialog.ok') */
  okText?: string;
  /** @default t('ui:dialog.cancel') */
  cancelText?: string;
  /** Accessible label of the close button. @default t('ui:dialog.close') */
  closeLabel?: string;
  /** Variant of the OK button. @default 'primary' */
  okVariant?: 'primary' | 'danger';
  /** The OK button shows a spinner and ignores clicks, for example while a request runs. @default false */
  confirmLoading?: boolean;
  /** Width: a number is pixels, a string is any CSS length such as '25.4%'. @default 520 */
  width?: number | string;
  /** Shows the close button in the corner. @default true */
  closable?: boolean;
}

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;
const zoomIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: var(--cp-z-dialog);
  background: var(--cp-overlay);
  animation: ${fadeIn} var(--cp-motion-base) ease-out;
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: var(--cp-z-dialog);
  display: flex;
  flex-direction: column;
  width: var(--cp-dialog-width, 520px);
  min-width: min(320px, calc(100vw - 32px));
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 64px);
  transform: translate(-50%, -50%);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-lg);
  animation: ${zoomIn} var(--cp-motion-base) ease-out;

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
  padding: var(--cp-space-lg) var(--cp-space-xl) var(--cp-space-sm);
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
  padding: var(--cp-space-sm) var(--cp-space-xl) var(--cp-space-lg);
  font-size: var(--cp-font-md);
  line-height: 1.5715;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--cp-space-sm);
  padding: var(--cp-space-md) var(--cp-space-xl);
  border-top: 1px solid var(--cp-border-light);
`;

export const DialogCloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  margin: -4px -8px 0 0;
  padding: 0;
  border: 0;
  border-radius: var(--cp-radius-md);
  background: transparent;
  color: var(--cp-text-secondary);
  cursor: pointer;

  &:hover {
    background: var(--cp-bg-muted);
    color: var(--cp-text);
  }
`;

/**
 * Focus goes back where it was before the dialog opened. Radix only does this for its own
 * `Dialog.Trigger`; these dialogs are controlled, so their opener can be any element.
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

/** A CSS length from the `width` prop: numbers are pixels. */
export function toCssLength(value: number | string): string {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A modal dialog with a title, an optional description, content and a Cancel/OK footer. It does
 * not close on a click outside (spec section 9), closes on Esc and the close button, traps focus
 * while open and returns it to where it was.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  onOk,
  onCancel,
  okText,
  cancelText,
  closeLabel,
  okVariant = 'primary',
  confirmLoading = false,
  width = 520,
  closable = true,
}: DialogProps) {
  const { t } = useTranslation('ui');
  const dismiss = () => {
    onCancel?.();
    onOpenChange?.(false);
  };
  const style = { '--cp-dialog-width': toCssLength(width) } as CSSProperties;
  const returnFocus = useReturnFocus();

  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
        else onOpenChange?.(true);
      }}
    >
      <RadixDialog.Portal>
        <Overlay data-cp-dialog-overlay="" />
        <Content
          style={style}
          {...returnFocus}
          // Spec: dialogs do not close on an outside click.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Header>
            <Headings>
              <Title>{title}</Title>
              {description && <Description>{description}</Description>}
            </Headings>
            {closable && (
              <RadixDialog.Close asChild>
                <DialogCloseButton type="button" aria-label={closeLabel ?? t('dialog.close')}>
                  <X size={18} aria-hidden />
                </DialogCloseButton>
              </RadixDialog.Close>
            )}
          </Header>
          {children !== undefined && <Body>{children}</Body>}
          {footer === undefined ? (
            <Footer>
              <Button onClick={dismiss}>{cancelText ?? t('dialog.cancel')}</Button>
              <Button variant={okVariant} loading={confirmLoading} onClick={onOk}>
                {okText ?? t('dialog.ok')}
              </Button>
            </Footer>
          ) : (
            footer !== null && <Footer>{footer}</Footer>
          )}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
