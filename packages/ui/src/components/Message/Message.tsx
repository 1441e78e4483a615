import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { messageStore, type MessageItem, type MessageStore, type MessageType } from './messageStore';

export interface MessageHostProps {
  /** The queue to show; tests and isolated previews pass their own. @default the app-wide `messageStore` */
  store?: MessageStore;
  /** Accessible label of every close button. @default t('ui:message.close') */
  closeLabel?: string;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Stack = styled.div`
  position: fixed;
  top: var(--cp-space-lg);
  left: 0;
  right: 0;
  z-index: var(--cp-z-toast);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--cp-space-sm);
  padding: 0 var(--cp-space-lg);
  pointer-events: none;
`;

const Bubble = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--cp-space-sm);
  max-width: min(560px, 100%);
  padding: 9px var(--cp-space-sm) 9px var(--cp-space-lg);
  border: 1px solid var(--cp-border-light);
  border-radius: var(--cp-radius-lg);
  background: var(--cp-info-bg);
  color: var(--cp-text);
  box-shadow: var(--cp-shadow-md);
  font-size: var(--cp-font-md);
  line-height: 1.5715;
  pointer-events: auto;
  animation: ${enter} var(--cp-motion-base) ease-out;

  &[data-type='success'] {
    background: var(--cp-success-bg);
    border-color: var(--cp-success-border);
    color: var(--cp-success);
  }
  &[data-type='warning'] {
    background: var(--cp-warning-bg);
    border-color: var(--cp-warning-border);
    /* The warning colour is below AA on its tint: the icon carries it, the text stays dark. */
    color: var(--cp-text);
  }
  &[data-type='warning'] [data-part='icon'] {
    color: var(--cp-warning);
  }
  &[data-type='error'] {
    background: var(--cp-danger-bg);
    border-color: var(--cp-danger-border);
    color: var(--cp-danger);
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Icon = styled.span`
  display: inline-flex;
  flex: none;
  padding-top: 3px;
`;

const Text = styled.span`
  flex: 1;
  overflow-wrap: anywhere;
`;

const CloseButton = styled.button`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: var(--cp-radius-md);
  background: transparent;
  color: inherit;
  cursor: pointer;

  &:hover {
    background: var(--cp-bg-hover);
  }
  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 1px;
  }
`;

const ICONS: Record<MessageType, ComponentType<{ size?: number; 'aria-hidden'?: boolean }>> = {
  info: Info,
  success: CircleCheck,
  warning: CircleAlert,
  error: CircleX,
};

function MessageBubble({
  item,
  store,
  closeLabel,
}: {
  item: MessageItem;
  store: MessageStore;
  closeLabel: string;
}) {
  const Glyph = ICONS[item.type];
  const pause = () => store.pause(item.id);
  const resume = () => store.resume(item.id);
  return (
    <Bubble
      data-type={item.type}
      role={item.type === 'error' ? 'alert' : 'status'}
      aria-live={item.type === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      <Icon data-part="icon">
        <Glyph size={16} aria-hidden />
      </Icon>
      <Text>{item.text}</Text>
      <CloseButton type="button" aria-label={closeLabel} onClick={() => store.close(item.id)}>
        <X size={14} aria-hidden />
      </CloseButton>
    </Bubble>
  );
}

/**
 * Shows the messages sent with `message.info/success/warning/error`, stacked at the top centre.
 * Mount it once, near the root of the app. The countdown pauses while the pointer is over a message
 * or focus is inside it.
 */
export function MessageHost({ store = messageStore, closeLabel }: MessageHostProps) {
  const { t } = useTranslation('ui');
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (typeof document === 'undefined') return null;
  return createPortal(
    <Stack data-cp-message-host="">
      {items.map((item) => (
        <MessageBubble
          key={item.id}
          item={item}
          store={store}
          closeLabel={closeLabel ?? t('message.close')}
        />
      ))}
    </Stack>,
    document.body,
  );
}
