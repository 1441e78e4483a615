/**
 * The portal's session, in one module: the state (token in its cookie, the user's fields), the
 * calls that change it (user info, log out) made through the api client the caller has (from
 * `useApiClient()`), and `useSession` to read it. Sign-in pages call the api's login functions and
 * hand the token to `session.signIn`. What the server may answer is the api's rule
 * (packages/api/src/session/schemas.ts); this module only keeps what it said.
 */
import { useSyncExternalStore } from 'react';
import type { ApiClient, UserInfo } from '@chainportal/api';
import { LOGIN_PATH } from '../routes/paths';
import { getToken, removePhone, removeToken, setPhone, setToken } from './cookies';
import { forgetUserData } from './userData';

/**
 * What the portal knows about the signed-in user (docs/product.md#session, "User session"): every
 * field the spec lists, each kept as the backend sent it, or its fallback when it sent none.
 */
export interface SessionState {
  token: string | undefined;
  /** Empty until user info is loaded. */
  roles: string[];
  /** @default '' */
  name: string;
  /** Picture URL. @default '' (ui's Avatar draws the default avatar) */
  avatar: string;
  /** @default '' */
  introduction: string;
  /** The messages count. @default 0 */
  messages: number;
  /** The mobile number as the backend sent it (masked). @default null */
  userphone: string | null;
  /** Unread notices. @default 0 */
  dealtcount: number;
  /** The head image URL. @default '' (the default avatar: ui's Avatar draws it for an empty address) */
  headImg: string;
  /** The chain a wallet sign-in signed for. @default null (not a wallet sign-in) */
  chainId: string | null;
  /** Button permission strings. @default [] */
  buttons: string[];
  /**
   * Who the user is, the same at every sign-in: the user info's `userId`, else its `username`
   * ('id:7', 'username:bo'). Drafts are kept for it (session/drafts.ts). @default null (neither sent)
   */
  account: string | null;
  /**
   * A sign-out is on its way to /login (not a lost or expired session): meanwhile the console guard
   * goes to /login without `redirect` too, whichever navigation lands first. Reset once there.
   */
  signedOut: boolean;
}

/**
 * The part of the api's user info the session keeps: roles, and whichever of the other fields the
 * backend sent (a platform backend may send fewer, or `messages` and `headImg` besides).
 */
export type SessionUser = Pick<UserInfo, 'roles'> & {
  [
    K in
      | 'name'
      | 'avatar'
      | 'introduction'
      | 'buttons'
      | 'userphone'
      | 'dealtcount'
      | 'chainId'
      | 'userId'
      | 'username'
  ]?: UserInfo[K] | null;
} & {
  messages?: number | null;
  headImg?: string | null;
};

type Listener = () => void;

function emptyState(token: string | undefined, signedOut = false): SessionState {
  return {
    token,
    roles: [],
    name: '',
    avatar: '',
    introduction: '',
    messages: 0,
    userphone: null,
    dealtcount: 0,
    headImg: '',
    chainId: null,
    buttons: [],
    account: null,
    signedOut,
  };
}

/**
 * A tiny external store: the session lives outside React so the api client and the guard share it.
 * Whenever the token changes (sign-in, sign-out, code 10004, a failed user-info load, the demo role
 * switch, a cookie changed elsewhere), `onUserChange` forgets what the previous user's session
 * cached (session/userData.ts, decision 0052) before anyone renders with the new state.
 */
export function createSessionStore(
  readToken: () => string | undefined = getToken,
  onUserChange: (signedIn: boolean) => void = forgetUserData,
) {
  let state = emptyState(readToken());
  const listeners = new Set<Listener>();
  const set = (next: SessionState) => {
    const userChanged = next.token !== state.token;
    state = next;
    if (userChanged) onUserChange(Boolean(next.token));
    listeners.forEach((listener) => listener());
  };
  return {
    getState: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Signed in: stores the token in its cookie; user info is loaded by the guard. What an earlier
     * session cached is forgotten, also when the token happens to be the same.
     */
    signIn(token: string): void {
      setToken(token);
      if (token === state.token) onUserChange(true);
      set(emptyState(token));
    },
    /** Follows the token cookie (another tab signed out or in): a different token reloads user info. */
    syncToken(): void {
      const cookie = readToken();
      if (cookie !== state.token) set(emptyState(cookie));
    },
    /**
     * Keeps what the user info said, each missing field at its fallback (SessionState). A mobile
     * number the backend sent is also kept in the phone cookie, which log out clears.
     */
    setUserInfo(info: SessionUser): void {
      if (info.userphone) setPhone(info.userphone);
      set({
        ...state,
        roles: [...info.roles],
        name: info.name ?? '',
        avatar: info.avatar ?? '',
        introduction: info.introduction ?? '',
        messages: info.messages ?? 0,
        userphone: info.userphone ?? null,
        dealtcount: info.dealtcount ?? 0,
        headImg: info.headImg ?? '',
        chainId: info.chainId ?? null,
        buttons: [...(info.buttons ?? [])],
        account:
          info.userId != null ? `id:${info.userId}` : info.username ? `username:${info.username}` : null,
      });
    },
    /** The sign-out's navigation is done: a later console address keeps its redirect again. */
    endSignOut(): void {
      if (state.signedOut) set({ ...state, signedOut: false });
    },
    setButtons(buttons: readonly string[]): void {
      set({ ...state, buttons: [...buttons] });
    },
    /**
     * Signed out: token, roles, name, buttons and the phone cookie are gone. `signedOut` when the user
     * asked for it (log out); otherwise the session was lost (code 10004, a failed user-info load).
     */
    clear({ signedOut = false }: { signedOut?: boolean } = {}): void {
      removeToken();
      removePhone();
      set(emptyState(undefined, signedOut));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * GET /client/user/info for the store's token, kept in the store. Rejects with the api's ApiError:
 * kind 'refused' (no data, no roles) with `reason` saying which, or any other kind, `shown` telling
 * whether the user has already been told.
 */
export async function loadUserInfo(client: ApiClient, store: SessionStore = session): Promise<void> {
  const { token } = store.getState();
  if (!token) return;
  // The session calls (with their zod schemas) are fetched at the first call, not at start.
  const { getUserInfo } = await import('./sessionCalls');
  const info = await getUserInfo(client, { token });
  if (store.getState().token === token) store.setUserInfo(info);
}

export interface LogoutSteps {
  /** Forgets every cached answer (SWR). */
  clearCache: () => unknown;
  /** Closes every tab of the tag bar. */
  closeAllTabs: () => void;
  /** Resolves once the router is there (react-router's `navigate` does). */
  navigate: (to: string) => void | Promise<void>;
}

/**
 * Logs out (docs/product.md#session): POST /logout, then, whatever it answered (the client has shown a
 * failure), clears token, roles, name, buttons and the phone cookie and every tab, goes to /login,
 * and empties every cached answer.
 */
export async function logout(
  client: ApiClient,
  { clearCache, closeAllTabs, navigate }: LogoutSteps,
  store: SessionStore = session,
): Promise<void> {
  try {
    const { logout: logoutCall } = await import('./sessionCalls');
    await logoutCall(client);
  } catch {
    // The user is logged out locally all the same.
  }
  // Signed out, not lost: the console guard, which sees the session end before the router has left
  // the page, then also goes to plain /login. Navigating in the same task keeps the two together.
  store.clear({ signedOut: true });
  closeAllTabs();
  const arrived = navigate(LOGIN_PATH);
  await clearCache();
  await arrived;
  store.endSignOut();
}

/** The portal's one session. */
export const session: SessionStore = createSessionStore();

export function useSession<T>(select: (state: SessionState) => T, store: SessionStore = session): T {
  const snapshot = () => select(store.getState());
  // The same on the server: the pre-render and its hydration have no session (decision 0043).
  return useSyncExternalStore(store.subscribe, snapshot, snapshot);
}
