import { createContext, createElement, type ReactNode } from 'react';

/**
 * What a form had not sent when the session ended, kept for the same user at the same address
 * (decision 0094). ui knows neither the session nor the router: the app hands `createFormDrafts` who
 * is signed in, where a form is and where to store, calls `keep()` when the server ends the session
 * (code 10004), `drop()` on log out and `adopt()` when a user is known, and gives the result to
 * `FormDraftsProvider`. Every `useSchemaForm` under it takes part; without one nothing is kept.
 */

/** A form's kept values: each field's path ('title', 'args.arg0') and the value typed there. */
export type DraftValues = Record<string, unknown>;

/** The storage the drafts are written to: sessionStorage in the portal (the tab's life). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface FormDraftsOptions {
  /** Where drafts are written; undefined (storage disabled) keeps nothing. */
  storage: () => DraftStorage | undefined;
  /**
   * Who is signed in, as a text that is the same each time the same user signs in; undefined while
   * nobody (or nobody known) is: nothing is kept or given back then.
   */
  owner: () => string | undefined;
  /** The address a form is on, read when it mounts: its draft comes back at that address only. */
  place: () => string;
  /** A form took back a draft: tell the user (the app words it). */
  onRestored?: () => void;
  /** @default FORM_DRAFTS_KEY */
  key?: string;
  /** A draft older than this is dropped unread. @default DRAFT_MAX_AGE_MS (24 h) */
  maxAgeMs?: number;
  /** A form whose draft is longer than this (characters of its JSON) keeps nothing. @default 20 000 */
  maxDraftChars?: number;
  /** All drafts together: the oldest go first beyond this. @default 100 000 */
  maxTotalChars?: number;
  /** @default Date.now */
  now?: () => number;
}

/** A mounted form, as `useSchemaForm` attaches it. */
export interface DraftedForm {
  /** The address the form was mounted at. */
  readonly place: string;
  /** Which form of that address: its own id, or its fields' names. */
  readonly key: string;
  /** What is worth keeping now: changed, not secret, plain data; undefined when nothing is. */
  unsent: () => DraftValues | undefined;
  /** Still on the page (shown, or hidden by React's <Activity> in a cached page). */
  alive: () => boolean;
}

export interface FormDrafts {
  /** The session ended: every form still on the page writes what it has not sent. */
  keep: () => void;
  /** Forgets every draft (log out). */
  drop: () => void;
  /** A user is known: drafts kept for anyone else are forgotten. */
  adopt: () => void;
  /** @internal useSchemaForm: the address of a form mounting now. */
  place: () => string;
  /** @internal useSchemaForm: follows a mounted form until `detach`. */
  attach: (form: DraftedForm) => void;
  /** @internal */
  detach: (form: DraftedForm) => void;
  /** @internal useSchemaForm: the draft of this form for the signed-in user, removed from storage. */
  take: (place: string, key: string) => DraftValues | undefined;
  /** @internal useSchemaForm: a form has put a draft back. */
  restored: () => void;
}

/** The storage key of the drafts. */
export const FORM_DRAFTS_KEY = 'cp-form-drafts';
/** How long a draft waits for its user: a day. */
export const DRAFT_MAX_AGE_MS = 24 * 3_600_000;

interface Draft {
  place: string;
  form: string;
  /** When it was kept (ms). */
  at: number;
  values: DraftValues;
}

interface Stored {
  owner: string;
  drafts: Draft[];
}

function isStored(value: unknown): value is Stored {
  if (!value || typeof value !== 'object') return false;
  const { owner, drafts } = value as Partial<Stored>;
  return typeof owner === 'string' && Array.isArray(drafts);
}

export function createFormDrafts({
  storage,
  owner,
  place,
  onRestored,
  key = FORM_DRAFTS_KEY,
  maxAgeMs = DRAFT_MAX_AGE_MS,
  maxDraftChars = 20_000,
  maxTotalChars = 100_000,
  now = Date.now,
}: FormDraftsOptions): FormDrafts {
  const forms = new Set<DraftedForm>();

  const read = (): Stored | undefined => {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
      return isStored(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  };
  const remove = () => {
    try {
      storage()?.removeItem(key);
    } catch {
      // Storage disabled: nothing was written.
    }
  };
  /** Writes the drafts (the newest first, within the total), or removes the key when none is left. */
  const write = (who: string, drafts: Draft[]) => {
    const kept: Draft[] = [];
    let total = 0;
    for (const draft of [...drafts].sort((a, b) => b.at - a.at)) {
      total += JSON.stringify(draft).length;
      if (total > maxTotalChars) break;
      kept.push(draft);
    }
    if (kept.length === 0) {
      remove();
      return;
    }
    try {
      storage()?.setItem(key, JSON.stringify({ owner: who, drafts: kept } satisfies Stored));
    } catch {
      // Full or disabled: what was there stays, the rest is lost as it would have been.
    }
  };
  /** The signed-in user's unexpired drafts; another user's are forgotten on the way. */
  const mine = (who: string): Draft[] => {
    const stored = read();
    if (!stored) return [];
    if (stored.owner !== who) {
      remove();
      return [];
    }
    const oldest = now() - maxAgeMs;
    return stored.drafts.filter((d) => typeof d.at === 'number' && d.at >= oldest && d.at <= now());
  };

  return {
    keep() {
      const who = owner();
      if (!who) return;
      const drafts = mine(who);
      for (const form of [...forms]) {
        if (!form.alive()) {
          forms.delete(form);
          continue;
        }
        const values = form.unsent();
        if (!values || Object.keys(values).length === 0) continue;
        const draft: Draft = { place: form.place, form: form.key, at: now(), values };
        if (JSON.stringify(draft).length > maxDraftChars) continue;
        const same = drafts.findIndex((d) => d.place === draft.place && d.form === draft.form);
        if (same >= 0) drafts.splice(same, 1);
        drafts.push(draft);
      }
      write(who, drafts);
    },
    drop: remove,
    adopt() {
      const who = owner();
      if (who) mine(who);
    },
    place,
    attach: (form) => void forms.add(form),
    detach: (form) => void forms.delete(form),
    take(at, form) {
      const who = owner();
      if (!who) return undefined;
      const drafts = mine(who);
      const index = drafts.findIndex((d) => d.place === at && d.form === form);
      if (index < 0) return undefined;
      const [draft] = drafts.splice(index, 1);
      write(who, drafts);
      return draft?.values && typeof draft.values === 'object' ? draft.values : undefined;
    },
    restored: () => onRestored?.(),
  };
}

export const FormDraftsContext = createContext<FormDrafts | undefined>(undefined);

/** Makes every `useSchemaForm` below keep its unsent values in `drafts` (none: nothing is kept). */
export function FormDraftsProvider({
  drafts,
  children,
}: {
  drafts: FormDrafts | undefined;
  children?: ReactNode;
}) {
  return createElement(FormDraftsContext.Provider, { value: drafts }, children);
}
