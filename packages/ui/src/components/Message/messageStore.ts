/** How long the red error message stays (docs/product.md#limits: error message duration 5000 ms). */
export const MESSAGE_ERROR_DURATION_MS = 5000;
/** How long info, success and warning messages stay. */
export const MESSAGE_DEFAULT_DURATION_MS = 3000;

export type MessageType = 'info' | 'success' | 'warning' | 'error';

export interface MessageOptions {
  /**
   * Milliseconds before the message closes by itself; 0 keeps it until closed.
   * @default 5000 for errors, 3000 otherwise
   */
  durationMs?: number;
}

export interface MessageItem {
  readonly id: number;
  readonly type: MessageType;
  readonly text: string;
  /** Bumped each time an identical message is shown again, so the host can replay its entrance. */
  readonly version: number;
  readonly durationMs: number;
}

/** Closes the message it was returned for; calling it again does nothing. */
export type CloseMessage = () => void;

interface Entry {
  item: MessageItem;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Time left when paused, or the full duration while running. */
  remainingMs: number;
  startedAt: number;
}

/**
 * The message queue, kept outside React so an API client or a router guard can show a message
 * without a component. `<MessageHost />` renders it.
 */
export function createMessageStore() {
  const entries = new Map<number, Entry>();
  const listeners = new Set<() => void>();
  let snapshot: readonly MessageItem[] = [];
  let nextId = 1;
  let paused = false;

  function emit() {
    snapshot = [...entries.values()].map((entry) => entry.item);
    for (const listener of listeners) listener();
  }

  function startTimer(entry: Entry) {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    if (entry.item.durationMs <= 0 || paused) return;
    entry.startedAt = Date.now();
    entry.timer = setTimeout(() => close(entry.item.id), entry.remainingMs);
  }

  function close(id: number) {
    const entry = entries.get(id);
    if (!entry) return;
    clearTimeout(entry.timer);
    entries.delete(id);
    // The pointer or focus that paused the queue leaves with the last message.
    if (entries.size === 0) paused = false;
    emit();
  }

  function show(type: MessageType, text: string, options: MessageOptions = {}): CloseMessage {
    const durationMs =
      options.durationMs ?? (type === 'error' ? MESSAGE_ERROR_DURATION_MS : MESSAGE_DEFAULT_DURATION_MS);
    // One message per text: a repeat refreshes the visible one instead of stacking a copy.
    const existing = [...entries.values()].find((entry) => entry.item.text === text);
    if (existing) {
      existing.item = { ...existing.item, type, durationMs, version: existing.item.version + 1 };
      existing.remainingMs = durationMs;
      startTimer(existing);
      emit();
      const id = existing.item.id;
      return () => close(id);
    }
    const id = nextId++;
    const entry: Entry = {
      item: { id, type, text, version: 0, durationMs },
      timer: undefined,
      remainingMs: durationMs,
      startedAt: Date.now(),
    };
    entries.set(id, entry);
    startTimer(entry);
    emit();
    return () => close(id);
  }

  return {
    show,
    close,
    /**
     * Stops every countdown while the pointer is over the messages or focus is inside them (the
     * viewport pauses as a whole, as Radix Toast does); a message shown meanwhile waits too.
     */
    pause() {
      if (paused) return;
      paused = true;
      for (const entry of entries.values()) {
        if (entry.timer !== undefined) {
          clearTimeout(entry.timer);
          entry.timer = undefined;
          entry.remainingMs = Math.max(0, entry.remainingMs - (Date.now() - entry.startedAt));
        }
      }
    },
    /** Continues every countdown with the time each had left. */
    resume() {
      if (!paused) return;
      paused = false;
      for (const entry of entries.values()) startTimer(entry);
    },
    /** Closes every message. */
    destroy() {
      for (const entry of entries.values()) clearTimeout(entry.timer);
      entries.clear();
      paused = false;
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot(): readonly MessageItem[] {
      return snapshot;
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;

/** The app-wide queue that `message` writes to and `<MessageHost />` shows by default. */
export const messageStore = createMessageStore();

type ShowMessage = (text: string, options?: MessageOptions) => CloseMessage;

export interface MessageApi {
  info: ShowMessage;
  success: ShowMessage;
  warning: ShowMessage;
  /** The red message; stays 5000 ms unless `durationMs` says otherwise. */
  error: ShowMessage;
  /** Closes every message. */
  destroy: () => void;
}

/** Builds the imperative API over a store (tests and isolated hosts pass their own). */
export function createMessageApi(store: MessageStore): MessageApi {
  return {
    info: (text, options) => store.show('info', text, options),
    success: (text, options) => store.show('success', text, options),
    warning: (text, options) => store.show('warning', text, options),
    error: (text, options) => store.show('error', text, options),
    destroy: () => store.destroy(),
  };
}

/**
 * Shows a short message at the top of the page, from anywhere (React or not):
 * `const close = message.error('Network error')`. Mount `<MessageHost />` once.
 */
export const message: MessageApi = createMessageApi(messageStore);
