import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a button stays locked after a click that sends (docs/product.md#validation). */
export const RECLICK_LOCK_MS = 6000;

export interface ReclickLock {
  /** True for 6 seconds after `lock()` (pass to the Button's `locked`). */
  locked: boolean;
  /** Starts (or restarts) the 6-second lock: call it when a request is about to be sent, never on a refusal. */
  lock: () => void;
}

/**
 * The spec's repeat-click lock, the one place it is timed. `useSchemaForm` locks its submit button
 * with it once a submit passes the rules; a Button's `preventReClick` locks with it on every click
 * (actions that check nothing before sending: an export, "mark all read"). An action that checks
 * something first calls `lock()` itself after the checks pass.
 */
export function useReclickLock(): ReclickLock {
  const [locked, setLocked] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // Effects cleaned up while the lock ran (a cached page hidden inside React's <Activity>, then
    // shown again) stopped its timer: it ends now, else the button would stay locked for good.
    if (timer.current !== undefined) timer.current = setTimeout(() => setLocked(false), 0);
    return () => clearTimeout(timer.current);
  }, []);
  const lock = useCallback(() => {
    setLocked(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setLocked(false);
    }, RECLICK_LOCK_MS);
  }, []);
  return { locked, lock };
}
