import { useSyncExternalStore } from 'react';

/** A small external store, optionally saved in localStorage so it survives a reload. */
export function createStore<T>(
  initial: T,
  storageKey?: string,
  revive: (saved: unknown) => T | undefined = () => undefined,
) {
  let state = initial;
  if (storageKey) {
    try {
      const text = localStorage.getItem(storageKey);
      const saved = text ? revive(JSON.parse(text)) : undefined;
      if (saved !== undefined) state = saved;
    } catch {
      // A damaged entry is ignored; the defaults apply.
    }
  }
  const listeners = new Set<() => void>();
  return {
    getState: (): T => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setState(next: T): void {
      if (next === state) return;
      state = next;
      if (storageKey) {
        try {
          localStorage.setItem(storageKey, JSON.stringify(next));
        } catch {
          // Storage full or disabled: the state still works for this visit.
        }
      }
      listeners.forEach((l) => l());
    },
  };
}

export type Store<T> = ReturnType<typeof createStore<T>>;

/** The store's state; also when hydrating the pre-rendered page (the same state: decision 0043). */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
