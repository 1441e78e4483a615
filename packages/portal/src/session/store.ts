import { useSyncExternalStore } from 'react';
import { getToken, removePhone, removeToken, setToken } from './cookies';

/** What the portal knows about the signed-in user (spec section 3, "User session"). */
export interface SessionState {
  token: string | undefined;
  /** Empty until user info is loaded. */
  roles: string[];
  name: string;
  avatar: string;
  introduction: string;
  /** Button permission strings. */
  buttons: string[];
}

export interface UserInfo {
  roles: string[];
  name?: string;
  avatar?: string;
  introduction?: string;
  buttons?: string[];
}

type Listener = () => void;

function emptyState(token: string | undefined): SessionState {
  return { token, roles: [], name: '', avatar: '', introduction: '', buttons: [] };
}

/** A tiny external store: the session lives outside React so the api client and the guard share it. */
export function createSessionStore(readToken: () => string | undefined = getToken) {
  let state = emptyState(readToken());
  const listeners = new Set<Listener>();
  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getState: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Signed in: stores the token in its cookie; user info is loaded by the guard. */
    signIn(token: string): void {
      setToken(token);
      set(emptyState(token));
    },
    /** Follows the token cookie (another tab signed out or in): a different token reloads user info. */
    syncToken(): void {
      const cookie = readToken();
      if (cookie !== state.token) set(emptyState(cookie));
    },
    setUserInfo(info: UserInfo): void {
      set({
        ...state,
        roles: [...info.roles],
        name: info.name ?? '',
        avatar: info.avatar ?? '',
        introduction: info.introduction ?? '',
        buttons: [...(info.buttons ?? [])],
      });
    },
    setButtons(buttons: readonly string[]): void {
      set({ ...state, buttons: [...buttons] });
    },
    /** Signed out: token, roles, name, buttons and the phone cookie are gone. */
    clear(): void {
      removeToken();
      removePhone();
      set(emptyState(undefined));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The portal's one session. */
export const session: SessionStore = createSessionStore();

export function useSession<T>(select: (state: SessionState) => T, store: SessionStore = session): T {
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}
