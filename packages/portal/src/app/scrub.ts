// What an error report must not carry (decision 0096): the session token, the values typed into the
// page's fields, query values (redirect targets, codes, ids) and Authorization headers. Used on every
// report before it leaves the page: Sentry's beforeSend and beforeBreadcrumb, and the beacon.

export const FILTERED = '[Filtered]';

/** Field values shorter than this are not looked for (a one- or two-letter value is everywhere). */
const MIN_SECRET_LENGTH = 3;

/** Types of <input> whose value the user did not type. */
const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/**
 * The strings a report must not contain: the session token and the values now in the page's fields
 * (inputs, text areas, editable elements), longest first so a longer one is filtered whole.
 */
export function secretsOf(doc: Document, token: string | undefined): string[] {
  const found = new Set<string>();
  if (token) found.add(token);
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) continue;
    found.add(field.value.trim());
  }
  for (const editable of doc.querySelectorAll<HTMLElement>('[contenteditable="true"], [contenteditable=""]'))
    found.add((editable.textContent ?? '').trim());
  return [...found].filter((s) => s.length >= MIN_SECRET_LENGTH).sort((a, b) => b.length - a.length);
}

/**
 * `text` without the secrets, without the values of its query parameters (`?code=123&id=5` keeps
 * `?code=[Filtered]&id=[Filtered]`) and without a bearer token.
 */
export function scrubText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(FILTERED);
  return out
    .replace(/([?&][\w.%-]+=)[^&\s#"'<>]+/g, `$1${FILTERED}`)
    .replace(/\b(Bearer|Basic)\s+[\w.~+/=-]+/gi, `$1 ${FILTERED}`);
}

/** `value` with scrubText applied to every string in it (objects and arrays copied, at most 8 deep). */
export function scrubDeep<T>(value: T, secrets: readonly string[], depth = 0): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (!value || typeof value !== 'object' || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item: unknown) => scrubDeep(item, secrets, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // A key that names a secret loses its value whatever it is.
    out[key] = /^(authorization|cookie|password|token|set-cookie)$/i.test(key)
      ? FILTERED
      : scrubDeep(item, secrets, depth + 1);
  }
  return out as T;
}
