import { z } from 'zod';

/**
 * Paging, one shape everywhere: `{ pageNum (1-based), pageSize, ...filters }`.
 */
export function pageRequest<Shape extends z.ZodRawShape = Record<never, never>>(filters?: Shape) {
  return z.object({
    pageNum: z.number().int().min(1).describe('Page number, starting at 1'),
    pageSize: z.number().int().min(1).max(500).describe('Rows per page'),
    ...((filters ?? {}) as Shape),
  });
}

/** A page of results: `{ list, total, pageNum, pageSize }`. */
export function page<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0).describe('Rows matching the filters, over all pages'),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
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
export const isoDate = z.string().describe('ISO-8601 date-time');
/** Identifiers are positive integers. */
export const id = z.number().int().positive();
/** The answer of a call whose `data` carries nothing useful (null, absent, or anything). */
export const empty = z.unknown().optional();
/** The input of a call whose only parameter is the path parameter `{id}`. */
export const idParam = z.object({ id });
