// How the HTTP demo API can answer (decision 0086): 'full' (the mock's own answers), 'spec' (each
// answer projected onto the required part of its endpoint's response schema: only what the spec
// names or a page cannot work without) or 'loose' (the variations the tolerant reader accepts:
// numbers as numeric strings, money as strings, '' as null, dates as epoch numbers, fields the
// portal does not know). Both walk the response schema, whose primitives say their kind
// (client/schemas.ts, decision 0085).
import type * as z from 'zod/mini';
import { isSpecNamed, requiredReason, tolerantKind } from './schemas';

export type AnswerMode = 'full' | 'spec' | 'loose';
export const ANSWER_MODES: readonly AnswerMode[] = ['full', 'spec', 'loose'];

/** The field every loosened object carries, which the portal does not know and must ignore. */
export const UNKNOWN_FIELD = 'x_unknownField';

/** What the api reads of a zod schema's internals (zod/mini keeps them in `_zod.def`). */
export interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  catchall?: z.ZodMiniType;
}

export const defOf = (schema: z.ZodMiniType) => schema._zod.def as unknown as Def;

/**
 * Whether an object's field may be absent: an optional primitive, a list not marked required (it
 * reads as the empty list), or zod's optional.
 */
export function isOptionalField(schema: z.ZodMiniType): boolean {
  const kind = tolerantKind(schema);
  if (kind === 'list') return requiredReason(schema) === undefined;
  if (kind) return kind === 'optional';
  const def = defOf(schema);
  if (def.type === 'optional') return true;
  if (def.type === 'pipe' && def.in) return isOptionalField(def.in);
  return false;
}

/** The schema inside wrappers (optional, nullable, an untagged pipe's input). */
function unwrap(schema: z.ZodMiniType): z.ZodMiniType {
  const def = defOf(schema);
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) return unwrap(def.innerType);
  return schema;
}

/** The schema a tagged optional or list primitive wraps (its pipe's input, unwrapped). */
function innerOf(schema: z.ZodMiniType): z.ZodMiniType {
  return unwrap(defOf(schema).in ?? schema);
}

/** Whether `value` parses with `schema` (a union picks the option that reads it). */
function reads(schema: z.ZodMiniType, value: unknown): boolean {
  return (schema as unknown as { safeParse(v: unknown): { success: boolean } }).safeParse(value).success;
}

/**
 * `value` with only the fields its schema requires or the spec names (an object's other optional
 * fields dropped).
 */
export function projectAnswer(schema: z.ZodMiniType, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  const kind = tolerantKind(schema);
  if (kind === 'optional' || kind === 'list') {
    if (defOf(innerOf(schema)).type === 'union' && kind === 'optional') return value;
    return projectAnswer(innerOf(schema), value);
  }
  if (kind) return value;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if ((isOptionalField(field) && !isSpecNamed(field)) || !(key in value)) continue;
        out[key] = projectAnswer(field, (value as Record<string, unknown>)[key]);
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => projectAnswer(def.element!, item)) : value;
    case 'optional':
    case 'nullable':
      return projectAnswer(def.innerType!, value);
    case 'pipe':
      return projectAnswer(def.in!, value);
    case 'union': {
      const option = def.options?.find((o) => reads(o, value));
      return option ? projectAnswer(option, value) : value;
    }
    default:
      return value;
  }
}

/**
 * `value` written the loose way, with the same meaning. `vary()` says, at each place, whether to
 * write the variation (default: always), so a property test can try every mix.
 */
export function loosenAnswer(
  schema: z.ZodMiniType,
  value: unknown,
  vary: () => boolean = () => true,
): unknown {
  if (value === undefined) return value;
  const kind = tolerantKind(schema);
  switch (kind) {
    case 'num':
    case 'int':
      return typeof value === 'number' && vary() ? String(value) : value;
    case 'money':
      return typeof value === 'number' && vary() ? value.toFixed(2) : value;
    case 'text':
      return value === '' && vary() ? null : value;
    case 'date': {
      if (typeof value !== 'string' || !vary()) return value;
      const ms = Date.parse(value);
      if (!Number.isFinite(ms)) return value;
      // Whole seconds in the 10-digit range may travel as epoch seconds, the rest as milliseconds.
      const seconds = ms / 1000;
      return ms % 1000 === 0 && String(seconds).length === 10 && vary() ? seconds : ms;
    }
    case 'enum':
    case 'bool':
      return value;
    case 'optional': {
      if (value === null) return value;
      const inner = innerOf(schema);
      if (defOf(inner).type === 'union') return value === '' && vary() ? null : value;
      return loosenAnswer(inner, value, vary);
    }
    case 'list':
      return value === null ? value : loosenAnswer(innerOf(schema), value, vary);
    default:
      break;
  }
  if (value === null) return value;
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
        const fieldSchema = def.shape?.[key];
        out[key] = fieldSchema ? loosenAnswer(fieldSchema, field, vary) : field;
      }
      // An object that keeps every key (an ABI entry) would keep this one too: it gets none.
      if (!def.catchall && vary()) {
        out[UNKNOWN_FIELD] = { note: 'a field the portal does not know', n: 1 };
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => loosenAnswer(def.element!, item, vary)) : value;
    case 'optional':
    case 'nullable':
      return loosenAnswer(def.innerType!, value, vary);
    case 'pipe':
      return loosenAnswer(def.in!, value, vary);
    case 'union': {
      const option = def.options?.find((o) => reads(o, value));
      return option ? loosenAnswer(option, value, vary) : value;
    }
    default:
      return value;
  }
}

/** The answer `data` of an endpoint whose response schema is `schema`, in `mode`. */
export function shapeAnswer(schema: z.ZodMiniType, data: unknown, mode: AnswerMode): unknown {
  if (mode === 'spec') return projectAnswer(schema, data);
  if (mode === 'loose') return loosenAnswer(schema, data);
  return data;
}
