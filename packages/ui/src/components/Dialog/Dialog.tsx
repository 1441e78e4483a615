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

const zoomIn = keyframes`
  from { opacity: 0; transform: translate(-50%, -48%) scale(0.96); }
  to { opacity: 1; transform: translate(-50%, -50%) scale(1); }
`;

const Content = styled(RadixDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: var(--cp-z-dialog);
  ${overlaySurfaceCss}
  width: var(--cp-dialog-width, 520px);
  min-width: min(320px, calc(100vw - 32px));
  max-width: calc(100vw - 32px);
  max-height: calc(100vh - 64px);
  transform: translate(-50%, -50%);
  border-radius: var(--cp-radius-lg);
  animation: ${zoomIn} var(--cp-motion-base) ease-out;
`;

const Body = styled.div`
  flex: 1;
  overflow: auto;
  padding: var(--cp-space-sm) var(--cp-space-xl) var(--cp-space-lg);
  font-size: var(--cp-font-md);
  line-height: 1.5715;
`;

/**
 * A modal dialog with a title, an optional description, content and a Cancel/OK footer. It does
 * not close on a click outside (docs/product.md#limits), closes on Esc and the close button, traps focus
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
  const offscreen = useOffscreen();

  return (
    <RadixDialog.Root
      open={open && !offscreen}
      onOpenChange={(next) => {
        if (!next) dismiss();
        else onOpenChange?.(true);
      }}
    >
      <RadixDialog.Portal>
        <ModalOverlay data-fade="" data-cp-dialog-overlay="" />
        <Content
          style={style}
          {...returnFocus}
          // Spec: dialogs do not close on an outside click.
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <OverlayHeader>
            <OverlayHeading
              title={title}
              description={description}
              closeLabel={closable ? (closeLabel ?? t('dialog.close')) : undefined}
            />
          </OverlayHeader>
          {children !== undefined && <Body>{children}</Body>}
          {footer === undefined ? (
            <OverlayFooter>
              <Button onClick={dismiss}>{cancelText ?? t('dialog.cancel')}</Button>
              <Button variant={okVariant} loading={confirmLoading} onClick={onOk}>
                {okText ?? t('dialog.ok')}
              </Button>
            </OverlayFooter>
          ) : (
            footer !== null && <OverlayFooter>{footer}</OverlayFooter>
          )}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
