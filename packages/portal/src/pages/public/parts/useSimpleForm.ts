import { useState, type ChangeEvent, type FormEvent } from 'react';

/** Field name → translation key of its error. */
export type FormErrors<V> = Partial<Record<keyof V, string>>;

/**
 * A small controlled form: values, errors from a validate function (re-checked on every change after
 * the first submit), and a submit handler that runs only on valid values. A rejected submit keeps
 * every value. (The portal keeps forms this light; ui patterns use react-hook-form.)
 */
export function useSimpleForm<V extends Record<string, string | boolean>>(
  initial: V,
  validate: (values: V) => FormErrors<V>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  const set = <K extends keyof V>(key: K, value: V[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Props for an Input/Textarea bound to a text field. */
  const bind = (key: keyof V & string) => ({
    name: key,
    value: values[key] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(key, event.target.value as V[keyof V & string]),
  });

  /** Checks some fields now (e.g. the mobile before sending a code); true when they are valid. */
  const check = (...keys: Array<keyof V>) => {
    const all = validate(values);
    const found = keys.filter((k) => all[k]);
    setErrors((prev) => {
      const next = { ...prev };
      for (const k of keys) next[k] = all[k];
      return next;
    });
    return found.length === 0;
  };

  const handleSubmit = (run: (values: V) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      // Focus the first field with an error, as a native form would.
      const form = event.currentTarget as HTMLFormElement;
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await run(values);
    } finally {
      setBusy(false);
    }
  };

  const reset = (to: V = initial) => {
    setValues(to);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, busy, set, bind, check, handleSubmit, reset, setErrors };
}
