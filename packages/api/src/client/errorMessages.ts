/**
 * The server codes whose meaning the spec gives, as keys of the portal's translations (decision
 * 0088, docs/product.md#errors): for those the portal says what the code means in the reader's
 * language. Every other code is shown in the server's own words, `msg` (or `message`, or 'Error'
 * when it sent neither), as the spec says ("show the red message (server message or 'Error')"): a
 * platform backend the team did not write gives its codes meanings this version cannot know, so a
 * table of the demo backend's codes would tell its users something their server did not say.
 *
 * The keys are in the `portal` namespace (locales/<lang>/portal.json).
 */
import { SESSION_INVALID_CODE } from './envelope';

export const ERROR_MESSAGE_KEYS = ['errors.session'] as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

/**
 * Code → translation key, for the codes the spec names by meaning, and the spec's words for each
 * (docs/product.md#errors keeps the same table).
 */
export const TRANSLATED_CODES: Readonly<Record<number, { key: ErrorMessageKey; spec: string }>> = {
  [SESSION_INVALID_CODE]: { key: 'errors.session', spec: 'session invalid' },
};

/**
 * The translation key of what a server code means, or undefined when the spec gives the code no
 * meaning: then the server's message is shown. The same on every call (`path` is kept for callers
 * that pass a whole refusal; no code of the spec means different things on different calls).
 */
export function errorMessageKey(refusal: {
  code?: number | undefined;
  path?: string;
}): ErrorMessageKey | undefined {
  if (refusal.code === undefined) return undefined;
  return TRANSLATED_CODES[refusal.code]?.key;
}
