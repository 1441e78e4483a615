import { useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';

/** How a popup kept in its own chunk was first asked for. */
export type OpenedBy = 'pointer' | 'keyboard';

/**
 * For a popup (Radix menu or dialog) whose code is fetched on first use: until then its trigger is a
 * plain button with these handlers. Hover and focus fetch the chunk; a press (or one of `openKeys`)
 * asks for the popup, which the caller then renders already open. Enter and Space press a button
 * with `detail` 0, so the keyboard is told apart from the pointer.
 */
export function useFirstOpen(preload: () => unknown, openKeys: readonly string[] = ['ArrowDown']) {
  const [openedBy, setOpenedBy] = useState<OpenedBy | null>(null);
  const triggerProps = {
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: (event: MouseEvent) => setOpenedBy(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (!openKeys.includes(event.key)) return;
      event.preventDefault();
      setOpenedBy('keyboard');
    },
  };
  return { openedBy, triggerProps };
}

/**
 * `onFocus` of a Radix menu's content mounted already open after a key press. Radix focuses the first
 * item only when it saw the key itself, which a menu mounted afterwards did not: it focuses the
 * content, and this moves focus on to the first item, once. Later opens are Radix's own.
 */
export function firstItemOnKeyboardOpen(openedBy: OpenedBy | null | undefined) {
  let pending = openedBy === 'keyboard';
  return (event: FocusEvent<HTMLElement>) => {
    if (!pending || event.target !== event.currentTarget) return;
    pending = false;
    event.currentTarget
      .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
      ?.focus({ preventScroll: true });
  };
}

/** Runs `task` when the browser is idle (at the latest after `timeout` ms); returns a cancel. */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}
