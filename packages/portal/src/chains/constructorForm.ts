/**
 * A contract's constructor as form fields (issue 29): one text field per ABI input, checked by its
 * Solidity type with ./abiValues.ts (the one check of a typed ABI value) and worded in the reader's
 * language. The template form and the self-built page use it alike.
 *
 * Fields are named by position (`a0`, `a1`...): ABI names may be empty, repeated, or clash with the
 * form's own fields. It imports ethers through abiValues: load it on demand, with the ABI.
 */
import * as z from 'zod/mini';
import { abiTypeHint, parseAbiValue, type AbiParam } from './abiValues';

/** A constructor input as the template list or the compiler gives it; `label` where one is known. */
export interface ConstructorParam extends AbiParam {
  readonly label?: string | undefined;
}

/** Turns an abiValues message key and its values into text (i18next's `t`). */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** The form field of the input at `index`. */
export function argField(index: number): `a${number}` {
  return `a${index}`;
}

/** Every field empty: the form's default values. */
export function emptyArgs(params: readonly ConstructorParam[]): Record<string, string> {
  return Object.fromEntries(params.map((_, i) => [argField(i), '']));
}

/**
 * The zod (mini) schema of the constructor's fields: the texts in, the values ethers encodes out, in
 * the ABI's order. Each issue's message is already translated (`translate`), with the type and its
 * bounds or length.
 */
export function constructorArgsSchema(params: readonly ConstructorParam[], translate: Translate) {
  const shape: Record<string, z.ZodMiniType<unknown, string>> = {};
  params.forEach((param, i) => {
    shape[argField(i)] = z.pipe(
      z.string(),
      z.transform((text: string, ctx) => {
        const result = parseAbiValue(param, text);
        if (result.ok) return result.value;
        ctx.issues.push({
          code: 'custom',
          message: translate(result.message, { type: abiTypeHint(param), ...result.params }),
          input: text,
        });
        return z.NEVER;
      }),
    );
  });
  return z.pipe(
    z.object(shape),
    z.transform((values: Record<string, unknown>) => params.map((_, i) => values[argField(i)])),
  );
}

/** The texts by ABI input name, as the platform's deploy calls take them (strings trimmed, but `string`). */
export function argsByName(
  params: readonly ConstructorParam[],
  texts: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    params.map((param, i) => {
      const text = texts[argField(i)] ?? '';
      return [param.name || String(i), param.type === 'string' ? text : text.trim()];
    }),
  );
}

export { abiTypeHint };
