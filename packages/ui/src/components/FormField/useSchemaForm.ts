import { useCallback, useContext, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
  type FieldPathValue,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormProps,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type * as z from 'zod/mini';
import { useReclickLock } from '../Button/useReclickLock';
import { FormDraftsContext, type DraftFormHandle } from './formDraftsContext';

/**
 * react-hook-form's Controller, for a control that is not a native input (Select, Checkbox, RadioGroup,
 * DatePicker): pass its `field.ref` to the control so a refused submit can focus it.
 */
export { Controller as FieldController } from 'react-hook-form';
/** What `register(name)` returns: spread it on an Input, or hand it to a part that renders one. */
export type { UseFormRegisterReturn as FieldRegistration } from 'react-hook-form';

/** A zod 4 schema (classic or mini) whose input is the form's values and output what is sent. */
type AnySchema = z.core.$ZodType;

export interface SchemaFormOptions<TValues extends FieldValues, TOutput = TValues> extends Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver' | 'mode' | 'reValidateMode' | 'defaultValues'
> {
  /**
   * The rules: the endpoint's own request schema wherever one exists (packages/api), extended with
   * the fields only the form has (a repeated password, a checkbox).
   */
  schema: AnySchema;
  defaultValues: DefaultValues<TValues>;
  /**
   * The translated message of a field, shown whatever rule it breaks (one message per field). A
   * field not named here, and an error set with `setError(name, { type: 'manual', message })`,
   * shows its own message, passed through `translate`.
   */
  messages?: Partial<Record<FieldPath<TValues>, string>>;
  /** Turns an issue's message (a translation key of a ui schema) into text. @default the message itself */
  translate?: (message: string) => string;
  /**
   * Under a `FormDraftsProvider`, what the form has not sent is kept when the session ends and put
   * back when the same user comes back to the same address (decision 0094). Passwords, one-time codes
   * and secrets never are (by the input's type or autocomplete, or the field's name); `omit` names
   * more fields that must not be kept, `id` tells two forms with the same fields on one address
   * apart, and `false` keeps nothing of this form. A form put back tells the provider, which tells the
   * user; `announce: false` when the page says it itself near the form (`restored`), as a modal
   * dialog must: the page behind it, messages included, is hidden from assistive technology.
   * @default { id: the form's field names, announce: true }
   */
  draft?: false | { id?: string; omit?: readonly string[]; announce?: boolean };
}

export interface SchemaForm<TValues extends FieldValues, TOutput = TValues> extends UseFormReturn<
  TValues,
  unknown,
  TOutput
> {
  /** The text of a field's error, or undefined while it is valid (for FormField's `error`). */
  errorOf: (name: FieldPath<TValues>) => string | undefined;
  /**
   * The form's submit handler: checks every field; when one is invalid it focuses and scrolls to
   * the first and sends nothing; when all are valid it locks the submit button for the spec's 6
   * seconds (a click that sends) and runs `send`. A rejected `send` keeps every value (the page
   * catches the refusals it words itself; the rest the api client has shown).
   */
  onSubmit: (
    send: (values: TOutput) => Promise<unknown> | unknown,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
  /** True for 6 seconds after a submit that sent (pass to the submit Button's `locked`). */
  locked: boolean;
  /** True while `send` runs. */
  sending: boolean;
  /**
   * True from when the form put back what it had not sent when the session ended (decision 0094)
   * until it is reset.
   */
  restored: boolean;
}

/** Scrolls the focused field (react-hook-form focused the first invalid one) to the middle of the view. */
function revealFocused() {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) {
    active.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }
}

/**
 * The one way to build a form (decision 0072): react-hook-form with a zod schema.
 * - An error appears when a field is left (or on submit) and clears as soon as the field is valid
 *   (`mode: 'onTouched'`, `reValidateMode: 'onChange'`).
 * - Submitting focuses and scrolls to the first invalid field (register the real inputs, or pass a
 *   Controller's `field.ref` to the control).
 * - The repeat-click lock starts on a submit that sends, never on one refused by the rules.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  messages,
  translate,
  draft,
  ...options
}: SchemaFormOptions<TValues, TOutput>): SchemaForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    ...options,
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const { locked, lock } = useReclickLock();
  const [sending, setSending] = useState(false);

  // An error shown on a field not yet left (checked alone with `trigger`, say before sending a code
  // to it) clears as soon as the field is valid, not only when the field is left.
  const { register: registerField, getFieldState, trigger } = form;
  const inputs = useRef(new Map<string, Element>());
  const secrets = useRef(new Set<string>());
  const register = useCallback<UseFormRegister<TValues>>(
    (name, options) => {
      const registration = registerField(name, options);
      return {
        ...registration,
        onChange: async (event: { target: unknown; type?: unknown }) => {
          const result = await registration.onChange(event);
          if (getFieldState(name).error) await trigger(name);
          return result;
        },
        // The input a field is typed in: whether it holds a secret, and whether the form is still on the page.
        ref: (element: unknown) => {
          if (element instanceof Element) {
            inputs.current.set(name, element);
            // Once a password input, always: also while its characters are shown (type="text").
            if (element.getAttribute('type') === 'password') secrets.current.add(name);
          }
          registration.ref(element as never);
        },
      };
    },
    [registerField, getFieldState, trigger],
  );
  const [restored, setRestored] = useState(false);
  useDraft(form, draft, { inputs, secrets }, options.defaultValues, () => setRestored(true));
  const { reset: resetForm } = form;
  const reset = useCallback<typeof resetForm>(
    (...args) => {
      setRestored(false);
      resetForm(...args);
    },
    [resetForm],
  );

  const { errors } = form.formState;
  const errorOf = (name: FieldPath<TValues>): string | undefined => {
    const error = get(errors as FieldErrors<TValues>, name) as
      { message?: unknown; type?: unknown } | undefined;
    if (!error) return undefined;
    // An error the page set itself (setError(name, { type: 'manual', message })) says its own text.
    const own = error.type === 'manual' ? undefined : messages?.[name];
    if (own) return own;
    const text = typeof error.message === 'string' ? error.message : '';
    return translate ? translate(text) : text;
  };

  const { handleSubmit } = form;
  const onSubmit = useCallback(
    (send: (values: TOutput) => Promise<unknown> | unknown) =>
      handleSubmit(
        async (values) => {
          lock();
          setSending(true);
          try {
            await send(values);
          } catch {
            // Refused: every value stays; the api client has told the user (ApiError.shown).
          } finally {
            setSending(false);
          }
        },
        () => {
          // react-hook-form has focused the first invalid field (shouldFocusError); bring it into view.
          setTimeout(revealFocused, 0);
        },
      ),
    [handleSubmit, lock],
  );

  return { ...form, register, reset, errorOf, onSubmit, locked, sending, restored };
}

/**
 * The form's part in the drafts of a `FormDraftsProvider` (decision 0094): attached while it is on
 * the page, so that `keep()` writes its unsent values, and on its first mount it takes back its draft,
 * if the same user left one at this address (then `onRestored`). The drafts do the rest.
 */
function useDraft<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  draft: SchemaFormOptions<TValues, TOutput>['draft'],
  fields: {
    /** The input each registered field is typed in. */
    inputs: { readonly current: Map<string, Element> };
    /** The fields seen in a password input. */
    secrets: { readonly current: Set<string> };
  },
  defaultValues: DefaultValues<TValues>,
  onRestored: () => void,
): void {
  const drafts = useContext(FormDraftsContext);
  const enabled = draft !== false;
  const { getValues, setValue, control } = form;
  // Made once: the form's identity (its options, its fields at mount) is fixed when it first mounts.
  const [handle] = useState<DraftFormHandle>(() => ({
    values: () => getValues(),
    defaults: () => control._defaultValues,
    put: (path, value) =>
      setValue(path as FieldPath<TValues>, value as FieldPathValue<TValues, FieldPath<TValues>>, {
        shouldDirty: true,
      }),
    inputs: fields.inputs.current,
    secrets: fields.secrets.current,
    mountedWith: defaultValues,
    id: draft ? draft.id : undefined,
    omit: draft ? draft.omit : undefined,
    announce: draft ? draft.announce !== false : true,
    restored: onRestored,
  }));
  useEffect(() => (drafts && enabled ? drafts.attach(handle) : undefined), [drafts, enabled, handle]);
}
