import { createContext, useContext, type ReactNode } from 'react';

/**
 * Where relative times read "now": the real clock, unless a provider fixes it. Storybook's world is
 * pinned to one day (decision 0068), so its stories give that day here: "3 hours ago" stays true of
 * the seeded data whatever the day the stories are looked at or tested.
 */
const ClockContext = createContext<() => number>(() => Date.now());

export interface ClockProviderProps {
  /** Returns the current time in milliseconds. */
  now: () => number;
  children: ReactNode;
}

export function ClockProvider({ now, children }: ClockProviderProps) {
  return <ClockContext value={now}>{children}</ClockContext>;
}

/** The clock of the nearest ClockProvider, else `Date.now`. */
export function useClock(): () => number {
  return useContext(ClockContext);
}
