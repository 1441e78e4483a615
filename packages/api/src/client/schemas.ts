import * as z from 'zod/mini';

/**
 * The server-side order of a list (decision 0041): `sort` names a field of the list's items, `order`
 * its direction. Without them (or with a field the list does not have) the list keeps its own order
 * (newest first); ties keep that order too. A list may give `sort` its own meaning (market.list).
 */
export const listSort = {
  sort: z
    .optional(z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,39}$/)))
    .check(z.describe('Field of the items to order the whole list by')),
  order: z.optional(z.enum(['asc', 'desc'])).check(z.describe('Direction of `sort` (default asc)')),
};

/** Paging, one shape everywhere: `{ pageNum (1-based), pageSize, sort?, order?, ...filters }`. */
export function pageRequest<Shape extends z.core.$ZodShape = Record<never, never>>(filters?: Shape) {
  return z.object({
    pageNum: z.int().check(z.minimum(1), z.describe('Page number, starting at 1')),
    pageSize: z.int().check(z.minimum(1), z.maximum(500), z.describe('Rows per page')),
    ...listSort,
    ...((filters ?? {}) as Shape),
  });
}

/**
 * A page of results: `{ list, total, pageNum, pageSize }`, read tolerantly (decision 0085): `list`
 * missing or null is the empty list; pageNum and pageSize may be missing (the page knows what it
 * asked for).
 */
export function page<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    list: required(list(item), "the table's rows (missing or null read as none)"),
    total: required(
      int.check(z.minimum(0)),
      'the pager counts the pages with it (rows matching the filters, over all pages)',
    ),
    pageNum: opt(int.check(z.minimum(1))),
    pageSize: opt(int.check(z.minimum(1))),
  });
}

export type PageRequest = z.infer<ReturnType<typeof pageRequest>>;
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Dates travel as ISO-8601 strings ('2024-05-01T08:30:00.000Z'). */
export const isoDate = z.string().check(z.describe('ISO-8601 date-time'));
/** Identifiers are positive integers. */
export const id = z.int().check(z.positive());
/** The answer of a call whose `data` carries nothing useful (null, absent, or anything). */
export const empty = z.optional(z.unknown());
/** The input of a call whose only parameter is the path parameter `{id}`. */
export const idParam = z.object({ id });

/** A mainland mobile number: 11 digits starting with 1. The one place this rule is written. */
export const MOBILE_PATTERN = /^1\d{10}$/;
/** A mobile number field of any request (forms validate with the same schema). */
export const mobile = z.string().check(z.regex(MOBILE_PATTERN, 'An 11-digit mobile number'));
/** True for a mainland mobile number (after trimming). */
export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value.trim());
}

// ---------------------------------------------------------------------------------------------
// The tolerant reader (decision 0085, docs/contracts.md). Every response schema is built from these
// primitives, so an answer is read the way backends commonly write it: a number as a numeric
// string, money as a string, null for an empty value, a date as text, epoch milliseconds or 10-digit
// epoch seconds, a field the portal does not know (ignored: objects strip unknown keys), an enum
// value the portal does not know (kept as it came). Request schemas (what the portal sends) stay
// strict and do not use them. Each primitive names its kind in its definition (`tolerant`), which
// `shapeAnswer` (answerShape.ts) reads to project an answer onto its required part or loosen it.

/** What a tolerant primitive is, for the walkers of answerShape.ts. */
export type TolerantKind = 'num' | 'int' | 'money' | 'text' | 'optional' | 'date' | 'enum' | 'bool' | 'list';

/** Marks a schema with its kind; the mark is part of the definition, so `.check()` copies keep it. */
function mark<S extends z.ZodMiniType>(schema: S, kind: TolerantKind): S {
  (schema._zod.def as { tolerant?: TolerantKind }).tolerant = kind;
  return schema;
}

/** The tolerant kind of a schema, if it is one of the primitives below. */
export function tolerantKind(schema: z.ZodMiniType): TolerantKind | undefined {
  return (schema._zod.def as { tolerant?: TolerantKind }).tolerant;
}

const NUMERIC = /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/;
const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.regex(NUMERIC, 'A number')), z.transform(Number)),
]);

/** A number: a JSON number or a numeric string ('12', '12.5'). */
export const num = mark(z.pipe(numeric, z.number()), 'num');
/** An integer: a JSON number or a numeric string ('42'). */
export const int = mark(z.pipe(numeric, z.int()), 'int');
/** An answer's record id: a positive integer, also as a numeric string. */
export const answerId = mark(z.pipe(numeric, z.int().check(z.positive())), 'int');
/** Money in yuan, at most two decimals: a JSON number or a string ('1280.50'). */
export const amount = mark(
  z.pipe(
    numeric,
    z.number().check(
      z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
        message: 'Money has at most two decimals',
      }),
    ),
  ),
  'money',
).check(z.describe('Amount in yuan (CNY), at most two decimals; a number or a numeric string'));
/** Text; null (an empty value) reads as '' and a number as its digits. */
export const text = mark(
  z.pipe(
    z.union([z.string(), z.null(), z.number()]),
    z.transform((value): string => (value === null ? '' : String(value))),
  ),
  'text',
);
/** Optional text: missing, null or '' read as undefined (the page shows its fallback). */
export const optionalText = mark(
  z.pipe(
    z.optional(z.union([z.string(), z.null(), z.number()])),
    z.transform((value): string | undefined =>
      value === null || value === undefined || value === '' ? undefined : String(value),
    ),
  ),
  'optional',
);

/** docs/product.md#limits: a 10-digit timestamp is in seconds; any other number is milliseconds. */
function epochMs(n: number): number {
  return String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n;
}

/** A date read from text, epoch milliseconds or 10-digit epoch seconds; `undefined` when it is none. */
export function readDate(value: string | number): string | undefined {
  let ms: number;
  if (typeof value === 'number') ms = epochMs(value);
  else {
    const trimmed = value.trim();
    if (trimmed === '') return undefined;
    ms = /^-?\d+$/.test(trimmed) ? epochMs(Number(trimmed)) : Date.parse(trimmed);
  }
  if (!Number.isFinite(ms)) return undefined;
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A date-time, read as ISO-8601 text ('2026-03-04T08:15:00.000Z'): from any date text, epoch
 * milliseconds or 10-digit epoch seconds (a number or digits).
 */
export const date = mark(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value, ctx): string => {
      const read = readDate(value);
      if (read === undefined) {
        ctx.issues.push({ code: 'custom', message: 'A date', input: value });
        return '';
      }
      return read;
    }),
  ),
  'date',
).check(z.describe('Date-time: ISO-8601 text, epoch milliseconds or 10-digit epoch seconds'));

/** A yes/no: a JSON boolean, 0/1 or 'true'/'false'. */
export const bool = mark(
  z.pipe(
    z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('true'), z.literal('false')]),
    z.transform((value): boolean => value === true || value === 1 || value === 'true'),
  ),
  'bool',
);

/**
 * One of `values`, or a value the portal does not know, kept as it came (a number as its digits):
 * the code that shows it falls back to the raw value. The type keeps the known values for editors.
 */
export function openEnum<const V extends readonly [string, ...string[]]>(values: V) {
  const schema = mark(
    z.pipe(
      z.union([z.string().check(z.minLength(1)), z.number()]),
      z.transform((value): V[number] | (string & {}) => String(value)),
    ),
    'enum',
  ).check(z.describe(`One of ${values.join(', ')}, or another value shown as it came`));
  (schema._zod.def as { values?: readonly string[] }).values = values;
  return schema;
}

/** An optional field: missing or null read as undefined; the page shows its fallback. */
export function opt<S extends z.ZodMiniType>(schema: S) {
  return mark(
    z.pipe(
      z.optional(z.nullable(schema)),
      z.transform((value): z.output<S> | undefined => value ?? undefined),
    ),
    'optional',
  );
}

/** A list: missing or null read as the empty list. */
export function list<S extends z.ZodMiniType>(item: S) {
  return mark(
    z.pipe(
      z.optional(z.nullable(z.array(item))),
      z.transform((value): z.output<S>[] => value ?? []),
    ),
    'list',
  );
}

/**
 * A field the spec names (docs/product.md#calls), which may still be missing: the spec's way of
 * answering (`--answers spec`, decision 0086) keeps it.
 */
export function specNamed<S extends z.ZodMiniType>(schema: S, note: string): S {
  const named = schema.check(z.describe(`Spec: ${note}`)) as S;
  (named._zod.def as { specNamed?: boolean }).specNamed = true;
  return named;
}

/** Whether the spec names the field (see `specNamed`). */
export function isSpecNamed(schema: z.ZodMiniType): boolean {
  return (schema._zod.def as { specNamed?: boolean }).specNamed === true;
}

/** A required field, with the reason the page cannot work without it (docs/contracts.md). */
export function required<S extends z.ZodMiniType>(schema: S, reason: string): S {
  const marked = schema.check(z.describe(`Required: ${reason}`)) as S;
  (marked._zod.def as { requiredReason?: string }).requiredReason = reason;
  return marked;
}

/** Why a field is required (see `required`), if it is marked so. */
export function requiredReason(schema: z.ZodMiniType): string | undefined {
  return (schema._zod.def as { requiredReason?: string }).requiredReason;
}

/** A record's id in an answer: required, the row's link and actions need it. */
export const rowId = required(answerId, "the row's link and actions need it");
/** An optional date-time of an answer (missing or null: the page shows '-'). */
export const optionalDate = opt(date);
/** An optional amount of an answer (missing or null: the page shows '-'). */
export const optionalMoney = opt(amount);
/** An optional count of an answer (missing or null: the page shows '-' or 0 where a sum needs it). */
export const optionalInt = opt(int);
/** An optional yes/no of an answer (missing or null: treated as no). */
export const optionalBool = opt(bool);
/** An optional value of a known set (missing: the page shows '-'; unknown: shown as it came). */
export function optionalEnum<const V extends readonly [string, ...string[]]>(values: V) {
  return opt(openEnum(values));
}
