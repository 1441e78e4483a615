/**
 * What the portal keeps for the signed-in user besides the session itself: every cached server answer
 * (SWR's cache), the open tabs (saved in localStorage) and the cached console pages. It all belongs to
 * the user who fetched or opened it, so it is forgotten whenever the user may change: sign-in,
 * sign-out, code 10004, a failed user-info load, the demo role switch, a token cookie changed
 * elsewhere (decision 0052). The session store calls `forgetUserData` on every change of token.
 */
import { mutate } from 'swr';

/** The tag bar's open tabs and cached views in localStorage (frame/frameState.ts). */
export const TAGS_STORAGE_KEY = 'cp-tags-view';

/** localStorage entries that belong to one user. */
export const USER_STORAGE_KEYS: readonly string[] = [TAGS_STORAGE_KEY];

const forgetters = new Set<() => void>();

/**
 * Registers what else is forgotten with the user (an in-memory store such as the tags); returns the
 * unregistration.
 */
export function onForgetUserData(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/**
 * Forgets the user's data: every SWR answer at once, so nothing of the previous user is shown, and an
 * answer still on its way for an old key is discarded by SWR (the mutation is later than its
 * request). Signed in (`signedIn`), what is on the screen asks again with the new token: a page
 * mounted before the sign-in (a market app's detail, the console a role switch keeps) would
 * otherwise wait for its data for ever. Signed out, nothing asks again. Then the user's
 * localStorage entries and the registered stores.
 */
export function forgetUserData(signedIn: boolean): void {
  void mutate(() => true, undefined, { revalidate: signedIn });
  for (const key of USER_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      // Storage disabled: nothing was saved.
    }
  }
  forgetters.forEach((forget) => forget());
}
