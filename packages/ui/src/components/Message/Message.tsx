// The message host is Radix Toast (decision 0091): one labelled region (role="region") holds every
// message; each message is read out once by Radix's announcer, politely for info, success and warning
// (type "background") and at once for errors (type "foreground", aria-live="assertive"); F8 moves focus
// into the region, Escape or a swipe up closes the message. The countdown stays in messageStore.ts.
import { CircleAlert, CircleCheck, CircleX, Info, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { tintedCloseButton } from '../../internal/iconButtons';
import { messageStore, type MessageItem, type MessageStore, type MessageType } from './messageStore';

export interface MessageHostProps {
  /** The queue to show; tests and isolated previews pass their own. @default the app-wide `messageStore` */
  store?: MessageStore;
  /** Accessible label of every close button. @default t('ui:message.close') */
  closeLabel?: string;
  /**
   * Name of the messages' region; `{hotkey}` becomes the key that reaches it (F8).
   * @default t('ui:message.region')
   */
  regionLabel?: string;
}

/** The key that moves focus into the messages (Radix Toast's viewport hotkey, as a KeyboardEvent.code). */
const MESSAGE_HOTKEY = ['F8'];

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Stack = styled(Toast.Viewport)`
  position: fixed;
  top: var(--cp-space-lg);
  left: 0;
  right: 0;
  z-index: var(--cp-z-toast);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--cp-space-sm);
  margin: 0;
  padding: 0 var(--cp-space-lg);
  list-style: none;
  pointer-events: none;
  outline: none;
`;

const Bubble = styled(Toast.Root)`
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

  &:focus-visible {
    outline: 2px solid var(--cp-focus);
    outline-offset: 2px;
  }
  /* Swiped up to close: follows the finger, springs back if let go too early. */
  &[data-swipe='move'] {
    transform: translateY(var(--radix-toast-swipe-move-y));
  }
  &[data-swipe='cancel'] {
    transform: none;
    transition: transform var(--cp-motion-base) ease-out;
  }

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

const Text = styled(Toast.Description)`
  flex: 1;
  overflow-wrap: anywhere;
`;

const CloseButton = styled(Toast.Close)`
  ${tintedCloseButton}
  width: 24px;
  height: 24px;
  border-radius: var(--cp-radius-md);
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
  return (
    <Bubble
      data-type={item.type}
      // "foreground" is announced with aria-live="assertive", "background" with "polite".
      type={item.type === 'error' ? 'foreground' : 'background'}
      open
      onOpenChange={(open) => {
        if (!open) store.close(item.id);
      }}
      // Radix pauses the whole region while it is hovered or focused; the store keeps the time left.
      onPause={store.pause}
      onResume={store.resume}
    >
      <Icon data-part="icon">
        <Glyph size={16} aria-hidden />
      </Icon>
      <Text>{item.text}</Text>
      <CloseButton aria-label={closeLabel}>
        <X size={14} aria-hidden />
      </CloseButton>
    </Bubble>
  );
}

/**
 * Shows the messages sent with `message.info/success/warning/error`, stacked at the top centre, in one
 * region that F8 reaches. Mount it once, near the root of the app. The countdown pauses while the
 * pointer is over the messages or focus is inside them.
 */
export function MessageHost({ store = messageStore, closeLabel, regionLabel }: MessageHostProps) {
  const { t } = useTranslation('ui');
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  if (typeof document === 'undefined') return null;
  const close = closeLabel ?? t('message.close');
  return createPortal(
    // The store closes messages (durations, one per text): Radix's own timer never runs.
    <Toast.Provider label={t('message.announce')} duration={Infinity} swipeDirection="up">
      {items.map((item) => (
        // A repeat of the same text keeps its toast; a new type is a new announcement.
        <MessageBubble key={`${item.id}-${item.type}`} item={item} store={store} closeLabel={close} />
      ))}
      <Stack data-cp-message-host="" hotkey={MESSAGE_HOTKEY} label={regionLabel ?? t('message.region')} />
    </Toast.Provider>,
    document.body,
  );
}
