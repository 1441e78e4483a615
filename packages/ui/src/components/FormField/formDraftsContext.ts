import { createContext, createElement, type ReactNode } from 'react';

/**
 * What `useSchemaForm` hands the drafts (decision 0094): how to read and put back its values, the
 * inputs its fields are typed in, and its draft options. Made once per form; everything else lives
 * in `createFormDrafts` (formDrafts.ts), which the app loads apart from any page's first load.
 */
export interface DraftFormHandle {
  /** The form's values now (react-hook-form's getValues). */
  values: () => unknown;
  /** What the form counts as unchanged (its default values, as the last reset set them). */
  defaults: () => unknown;
  /** Puts a kept value back (react-hook-form's setValue, marking the field changed). */
  put: (path: string, value: unknown) => void;
  /** The input each registered field is typed in. */
  inputs: ReadonlyMap<string, Element>;
  /** The fields seen in a password input, also while shown as text. */
  secrets: Set<string>;
  /** The default values the form mounted with: its fields' names are its key unless `id` is given. */
  mountedWith: unknown;
  id?: string;
  omit?: readonly string[];
  /** False when the page says itself that the draft is back (a modal dialog). */
  announce: boolean;
  /** The draft is back in the form. */
  restored: () => void;
}

export interface FormDrafts {
  /** The session ended: every form still on the page writes what it has not sent. */
  keep: () => void;
  /** Forgets every draft (log out). */
  drop: () => void;
  /** A user is known: drafts kept for anyone else are forgotten. */
  adopt: () => void;
  /**
   * A form mounted (or was shown again): it is kept from now on, and takes back its draft the first
   * time. Returns what to call when it unmounts or is hidden.
   */
  attach: (form: DraftFormHandle) => () => void;
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
