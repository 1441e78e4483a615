import { CircleAlert } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffscreen } from '../Offscreen';
import styled from 'styled-components';
import { Button } from '../Button';

export interface PopconfirmProps {
  /** The question, such as "Delete this app?"; also the popover's accessible name. */
  title: ReactNode;
  /** More detail under the question. */
  description?: ReactNode;
  /** The element that opens the popover (a button); it receives the trigger props. */
  children: ReactElement;
  /**
   * Called by the confirm button. When it returns a promise the button shows a spinner until it
   * settles, then the popover closes; a rejected promise keeps it open.
   */
  onConfirm?: () => void | Promise<unknown>;
  /** Called by the cancel button, Esc or a click outside. */
  onCancel?: () => void;
  /** @default t('ui:popconfirm.ok') */
  okText?: string;
  /** @default t('ui:popconfirm.cancel') */
  cancelText?: string;
  /** Variant of the confirm button. @default 'primary' */
  okVariant?: 'primary' | 'danger';
  /** Controlled open state. */
  open?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The side of the trigger the popover appears on. @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
}

const Content = styled(Popover.Content)`
  z-index: var(--cp-z-dropdown);
  max-width: 320px;
  padding: var(--cp-space-md) var(--cp-space-lg);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-md);
  font-size: var(--cp-font-md);

  &:focus {
    outline: none;
  }
`;

const Arrow = styled(Popover.Arrow)`
  fill: var(--cp-bg);
`;

const Message = styled.div`
  display: flex;
  gap: var(--cp-space-sm);
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 3px;
  color: var(--cp-warning);
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Description = styled.p`
  margin: var(--cp-space-xs) 0 0;
  color: var(--cp-text-secondary);
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--cp-space-sm);
  margin-top: var(--cp-space-md);
`;

/** A small confirmation popover next to its trigger: a question with Cancel and OK. */
export function Popconfirm({
  title,
  description,
  children,
  onConfirm,
  onCancel,
  okText,
  cancelText,
  okVariant = 'primary',
  open: openProp,
  onOpenChange,
  side = 'top',
}: PopconfirmProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const descriptionId = useId();
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const offscreen = useOffscreen();
  const open = (openProp ?? openState) && !offscreen;

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };
  const cancel = () => {
    onCancel?.();
    setOpen(false);
  };
  const confirm = async () => {
    const result = onConfirm?.();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure; the question stays so the user can try again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) setOpen(true);
        else if (!pending) cancel();
      }}
    >
      <Popover.Trigger asChild>{children}</Popover.Trigger>
      <Popover.Portal>
        <Content
          side={side}
          sideOffset={8}
          role="alertdialog"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
        >
          <Message>
            <Icon>
              <CircleAlert size={16} aria-hidden />
            </Icon>
            <div>
              <Title id={titleId}>{title}</Title>
              {description && <Description id={descriptionId}>{description}</Description>}
            </div>
          </Message>
          <Actions>
            <Button size="small" onClick={cancel}>
              {cancelText ?? t('popconfirm.cancel')}
            </Button>
            <Button size="small" variant={okVariant} loading={pending} onClick={confirm}>
              {okText ?? t('popconfirm.ok')}
            </Button>
          </Actions>
          <Arrow width={12} height={6} />
        </Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
