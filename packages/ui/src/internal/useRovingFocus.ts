import { useCallback, useRef, type KeyboardEvent } from 'react';

/** The attribute that marks an element as a stop of a roving-focus group. */
export const ROVING_ITEM = 'data-roving-item';

export interface RovingFocusOptions {
  /** Which arrow keys move: ↑/↓ ('vertical') or ←/→ ('horizontal'). Home and End always work. */
  orientation: 'vertical' | 'horizontal';
}

const KEYS = {
  vertical: { next: 'ArrowDown', prev: 'ArrowUp' },
  horizontal: { next: 'ArrowRight', prev: 'ArrowLeft' },
} as const;

/**
 * Arrow-key focus movement over a group of items (a menu tree, a row of tabs): the next and
 * previous keys wrap around, Home and End go to the ends. Items are the elements inside
 * `containerRef` that carry `itemProps`, in document order; an item inside a `hidden` element is
 * skipped. `onKeyDown` returns whether it handled the key, so a caller can add its own keys.
 */
export function useRovingFocus<C extends HTMLElement = HTMLElement>({ orientation }: RovingFocusOptions) {
  const containerRef = useRef<C>(null);

  const items = useCallback(
    (): HTMLElement[] =>
      Array.from(containerRef.current?.querySelectorAll<HTMLElement>(`[${ROVING_ITEM}]`) ?? []).filter(
        (el) => !el.parentElement?.closest('[hidden]'),
      ),
    [],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>): boolean => {
      const current = event.target as HTMLElement;
      if (!current.hasAttribute(ROVING_ITEM)) return false;
      const all = items();
      const index = all.indexOf(current);
      const keys = KEYS[orientation];
      let target: HTMLElement | undefined;
      if (event.key === keys.next) target = all[(index + 1) % all.length];
      else if (event.key === keys.prev) target = all[(index - 1 + all.length) % all.length];
      else if (event.key === 'Home') target = all[0];
      else if (event.key === 'End') target = all[all.length - 1];
      else return false;
      event.preventDefault();
      target?.focus();
      return true;
    },
    [items, orientation],
  );

  return { containerRef, items, onKeyDown, itemProps: { [ROVING_ITEM]: '' } };
}
