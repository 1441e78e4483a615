/**
 * Which values of a form a draft may hold (decision 0094): never a password, a one-time code or a
 * secret, told by the input (its type or autocomplete) or by the field's name; only plain data
 * (text, numbers, choices), never a File or a Date.
 */

/** Field names that say the value is a secret. */
const SECRET_NAME =
  /pass(word|wd|phrase)|^pass$|pwd|secret|otp|captcha|token|mnemonic|seed|private.?key|api.?key|cvv|cvc|^pin$/i;
/** Field names that say the value is a code sent to the user (a verification code), not chainCode. */
const CODE_NAME = /^(code|.*(verify|verification|sms|mail|auth|check|security|one.?time)code)$/i;
/** The autocomplete tokens of passwords, one-time codes and card data. */
const SECRET_AUTOCOMPLETE =
  /(^|\s)(current-password|new-password|one-time-code|cc-number|cc-csc|cc-exp\S*)(\s|$)/i;

/** A field ('args.arg0') whose name says it holds a password, a code or another secret. */
export function isSecretName(path: string): boolean {
  const last = path.split('.').pop() ?? path;
  return SECRET_NAME.test(last) || CODE_NAME.test(last);
}

/** An input that holds a password (also one shown for a moment), a one-time code, a file or card data. */
export function isSecretElement(element: unknown): boolean {
  if (typeof Element === 'undefined' || !(element instanceof Element)) return false;
  const type = element.getAttribute('type')?.toLowerCase();
  if (type === 'password' || type === 'hidden' || type === 'file') return true;
  return SECRET_AUTOCOMPLETE.test(element.getAttribute('autocomplete') ?? '');
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Text, a finite number, a boolean, null, or arrays and plain objects of them: what JSON keeps as it is. */
export function isPlainData(value: unknown, depth = 0): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (depth > 8) return false;
  if (Array.isArray(value)) return value.every((item) => isPlainData(item, depth + 1));
  // A property left undefined is one JSON leaves out.
  if (isPlainObject(value)) {
    return Object.values(value).every((item) => item === undefined || isPlainData(item, depth + 1));
  }
  return false;
}

/** Each field's path and value: nested plain objects are walked ('args.arg0'), arrays are one value. */
export function fieldEntries(values: unknown, prefix = ''): Array<[string, unknown]> {
  if (!isPlainObject(values)) return [];
  return Object.entries(values).flatMap(([name, value]): Array<[string, unknown]> => {
    const path = prefix ? `${prefix}.${name}` : name;
    return isPlainObject(value) ? fieldEntries(value, path) : [[path, value]];
  });
}

export function sameData(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The value at a field's path ('args.arg0') in a form's values. */
export function valueAt(values: unknown, path: string): unknown {
  let value = values;
  for (const name of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[name];
  }
  return value;
}
