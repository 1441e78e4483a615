import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { session, useSession, type SessionStore } from './store';

/** The button permission that allows every action (an administrator's list, decision 0073). */
export const ALL_PERMISSIONS = '*:*:*';

/**
 * True when `perm` is in the signed-in user's button list, or the list holds ALL_PERMISSIONS;
 * re-renders when the list changes.
 */
export function usePermission(perm: string, store: SessionStore = session): boolean {
  return useSession(
    (state) => state.buttons.includes(perm) || state.buttons.includes(ALL_PERMISSIONS),
    store,
  );
}

export interface PermissionProps {
  /** The permission string the action needs. */
  perm: string;
  /**
   * 'hide' leaves the action out; 'disable' renders it disabled.
   * @default 'hide'
   */
  mode?: 'hide' | 'disable';
  /** One element (a button) or any content for 'hide'. */
  children: ReactNode;
  store?: SessionStore;
}

/** Shows an action only when the user holds its button permission (docs/product.md#roles). */
export function Permission({ perm, mode = 'hide', children, store }: PermissionProps) {
  const allowed = usePermission(perm, store);
  if (allowed) return <>{children}</>;
  if (mode === 'hide') return null;
  return (
    <>
      {Children.map(children, (child) =>
        isValidElement(child)
          ? cloneElement(child as ReactElement<{ disabled?: boolean; 'aria-disabled'?: boolean }>, {
              disabled: true,
              'aria-disabled': true,
            })
          : child,
      )}
    </>
  );
}
