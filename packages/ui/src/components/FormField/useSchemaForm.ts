import { useCallback, useState, type BaseSyntheticEvent } from 'react';
import {
  get,
  useForm,
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
      };
    },
    [registerField, getFieldState, trigger],
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

  return { ...form, register, errorOf, onSubmit, locked, sending };
}
