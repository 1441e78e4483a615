import { useEffect, useState } from 'react';

/** The current time (ms), renewed every `everyMs` while `active`: what ages ("12 s ago") count from. */
export function useNow(everyMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs, active]);
  return now;
}
