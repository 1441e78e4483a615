import { fieldEntries, isPlainData, isSecretElement, isSecretName, sameData, valueAt } from './draftFields';
import type { DraftFormHandle, FormDrafts } from './formDraftsContext';

/**
 * What a form had not sent when the session ended, kept for the same user at the same address
 * (decision 0094). ui knows neither the session nor the router: the app hands `createFormDrafts` who
 * is signed in, where a form is and where to store, calls `keep()` when the server ends the session
 * (code 10004), `drop()` on log out and `adopt()` when a user is known, and gives the result to
 * `FormDraftsProvider`. Every `useSchemaForm` under it takes part; without one nothing is kept. This
 * module is the whole of it; the hook only attaches itself (formDraftsContext.ts), so an app can load
 * this apart from its pages' first load.
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

/** A mounted form as the drafts follow it. */
interface DraftedForm {
  /** The address the form was mounted at. */
  readonly place: string;
  /** Which form of that address: its own id, or its fields' names. */
  readonly key: string;
  /** Mounted and shown (its effects are on). */
  mounted: boolean;
  /** Its draft was looked for (once, at its first mount). */
  taken: boolean;
  /** What is worth keeping now: changed, not secret, plain data; undefined when nothing is. */
  unsent: () => DraftValues | undefined;
  /** Still on the page (shown, or hidden by React's <Activity> in a cached page). */
  alive: () => boolean;
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
  const followed = new WeakMap<DraftFormHandle, DraftedForm>();
  const follow = (handle: DraftFormHandle) => followForm(handle, place());

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
    attach(handle) {
      const form = followed.get(handle) ?? follow(handle);
      followed.set(handle, form);
      form.mounted = true;
      forms.add(form);
      if (!form.taken) {
        form.taken = true;
        restore(handle, form);
      }
      return () => {
        form.mounted = false;
        if (!form.alive()) forms.delete(form);
      };
    },
  };

  /** A form's draft for the signed-in user at its address, removed from storage. */
  function take(form: DraftedForm): DraftValues | undefined {
    const who = owner();
    if (!who) return undefined;
    const drafts = mine(who);
    const index = drafts.findIndex((d) => d.place === form.place && d.form === form.key);
    if (index < 0) return undefined;
    const [draft] = drafts.splice(index, 1);
    write(who, drafts);
    return draft?.values && typeof draft.values === 'object' ? draft.values : undefined;
  }

  /** Puts a form's draft back into the fields it still has, and says so. */
  function restore(handle: DraftFormHandle, form: DraftedForm) {
    const values = take(form);
    if (!values) return;
    const fields = new Set(fieldEntries(handle.defaults()).map(([path]) => path));
    const back = Object.entries(values).filter(([path]) => fields.has(path) && keepable(handle, path));
    for (const [path, value] of back) handle.put(path, value);
    if (back.length === 0) return;
    handle.restored();
    if (handle.announce) onRestored?.();
  }
}

/** A field a draft may hold: not omitted by the form, not a password, code or secret. */
function keepable(handle: DraftFormHandle, path: string): boolean {
  const input = handle.inputs.get(path);
  if (input && isSecretElement(input)) handle.secrets.add(path);
  return !handle.omit?.includes(path) && !handle.secrets.has(path) && !isSecretName(path);
}

/** The form as the drafts follow it: its address and key are fixed when it first mounts. */
function followForm(handle: DraftFormHandle, place: string): DraftedForm {
  const form: DraftedForm = {
    place,
    key:
      handle.id ??
      fieldEntries(handle.mountedWith)
        .map(([path]) => path)
        .sort()
        .join(','),
    mounted: false,
    taken: false,
    unsent() {
      const defaults = handle.defaults();
      const values: DraftValues = {};
      for (const [path, value] of fieldEntries(handle.values())) {
        if (!keepable(handle, path) || !isPlainData(value)) continue;
        if (sameData(value, valueAt(defaults, path))) continue;
        values[path] = value;
      }
      return Object.keys(values).length > 0 ? values : undefined;
    },
    // Hidden in a cached page (<Activity>), a form's effects are cleaned up but its inputs stay in
    // the document: it is still there to be kept.
    alive: () => form.mounted || [...handle.inputs.values()].some((input) => input.isConnected),
  };
  return form;
}
