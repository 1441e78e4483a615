/**
 * What the console's forms had not sent when the server ended the session (code 10004), kept for the
 * same user at the same address (decision 0094). ui's `useSchemaForm` and `createFormDrafts` keep and
 * restore; the portal says who is signed in (the session's `account`), where a form is (the hash
 * router's address), where the drafts go (sessionStorage: the tab's life) and when: `keep()` on
 * code 10004 (app/formDrafts.ts, through app/sessionLoss.ts `beforeSessionLoss`), before the session
 * is cleared; `drop()` on log out; `adopt()` once a user is known, which forgets another user's drafts.
 */
import { createFormDrafts, type DraftStorage, type FormDrafts } from '@chainportal/ui';
import { session, type SessionState, type SessionStore } from './store';

/** Who the drafts belong to: the account, else the name the user info gave; undefined keeps none. */
export function draftOwner(state: SessionState): string | undefined {
  if (!state.token || state.roles.length === 0) return undefined;
  return state.account ?? (state.name ? `name:${state.name}` : undefined);
}

function tabStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export interface PortalDraftsOptions {
  /** The address (path and query) a form mounting now is at. */
  place: () => string;
  /** Says that a form's unsent values are back. */
  notify: () => void;
  store?: SessionStore;
  storage?: () => DraftStorage | undefined;
}

export function createPortalDrafts({
  place,
  notify,
  store = session,
  storage = tabStorage,
}: PortalDraftsOptions): FormDrafts {
  const drafts = createFormDrafts({
    storage,
    owner: () => draftOwner(store.getState()),
    place,
    onRestored: notify,
  });
  // Loaded once the console shows: the user may be known already.
  let known = draftOwner(store.getState());
  if (known) drafts.adopt();
  store.subscribe(() => {
    const state = store.getState();
    // Log out (not a lost session): nothing typed stays behind.
    if (state.signedOut) drafts.drop();
    const owner = draftOwner(state);
    if (owner && owner !== known) drafts.adopt();
    known = owner;
  });
  return drafts;
}
