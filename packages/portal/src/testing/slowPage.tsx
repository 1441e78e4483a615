// A page whose code is still on its way, for the routing tests: its render suspends, so the router's
// transition to it does not commit, until `arrive()`. What was on the screen stays mounted meanwhile,
// as in a browser where the next page has not rendered yet.
import type { ReactNode } from 'react';

/** `Page` suspends until `arrive()`, then renders `children`. */
export function slowPage() {
  let arrive = () => {};
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  let ready = false;
  void loaded.then(() => (ready = true));
  function Page({ children }: { children: ReactNode }): ReactNode {
    if (!ready) throw loaded;
    return children;
  }
  return { Page, arrive };
}
