import { createContext, useContext, type ReactNode } from 'react';

const OffscreenContext = createContext(false);

export interface OffscreenProps {
  /** Whether this part of the page is kept but not shown (for example a cached console page). */
  hidden: boolean;
  children?: ReactNode;
}

/**
 * Marks a subtree that stays mounted while it is not shown. The modal layers inside it (Dialog,
 * Drawer, Popconfirm) are rendered closed while hidden, so a dialog left open on such a page neither
 * covers the page shown nor keeps its focus trap, scroll lock and `aria-hidden` on the rest of the
 * document; its `open` state is the caller's and is kept, so it shows again with the subtree.
 * The layers are portalled to the document's body, outside the hidden subtree's own box, so hiding
 * that box does not hide them.
 */
export function Offscreen({ hidden, children }: OffscreenProps) {
  return <OffscreenContext.Provider value={hidden}>{children}</OffscreenContext.Provider>;
}

/** True inside an `<Offscreen hidden>` subtree. */
export function useOffscreen(): boolean {
  return useContext(OffscreenContext);
}
