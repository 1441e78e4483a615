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

/** A page of results: `{ list, total, pageNum, pageSize }`. */
export function page<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    list: z.array(item),
    total: z.int().check(z.minimum(0), z.describe('Rows matching the filters, over all pages')),
    pageNum: z.int().check(z.minimum(1)),
    pageSize: z.int().check(z.minimum(1)),
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
