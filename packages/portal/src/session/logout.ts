import { LOGIN_PATH } from '../routes/publicRoutes';
import { session, type SessionStore } from './store';

export interface LogoutSteps {
  /** POST /logout. A failure (server unreachable, non-zero code) does not stop the log out. */
  callServer: () => Promise<unknown>;
  /** Forgets every cached answer (SWR). */
  clearCache: () => unknown;
  /** Closes every tab of the tag bar. */
  closeAllTabs: () => void;
  navigate: (to: string) => void;
  store?: SessionStore;
}

/**
 * Logs out (spec section 4): tells the server, then, whatever it answered, clears token, roles, name,
 * buttons and the phone cookie, every cached answer and every tab, and goes to /login.
 */
export async function logout({
  callServer,
  clearCache,
  closeAllTabs,
  navigate,
  store = session,
}: LogoutSteps): Promise<void> {
  try {
    await callServer();
  } catch {
    // The api client has already shown the error; the user is logged out locally all the same.
  }
  store.clear();
  closeAllTabs();
  await clearCache();
  navigate(LOGIN_PATH);
}
