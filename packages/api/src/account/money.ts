import * as z from 'zod/mini';

/**
 * Money: yuan (CNY) as a JSON number with at most two decimals (1280.5 = ¥1,280.50).
 * See docs/decisions/0005-business-api-families.md.
 */
export const money = z.number().check(
  z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    message: 'Money has at most two decimals',
  }),
  z.describe('Amount in yuan (CNY), at most two decimals'),
);

/** A calendar day on the wire (ISO 8601 year-month-day, UTC), used by date-range filters (both ends inclusive). */
export const day = z.iso.date().check(z.describe('Calendar day YYYY-MM-DD (UTC)'));

/** A month, 'YYYY-MM'. */
export const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/), z.describe('Month YYYY-MM'));

/** An instant: ISO 8601 date-time in UTC ('2026-03-04T08:15:00.000Z'). */
export const instant = z.iso.datetime().check(z.describe('ISO-8601 date-time (UTC)'));

/** The filters every dated list accepts. */
export const dateRange = {
  dateFrom: z.optional(day).check(z.describe('First day, inclusive')),
  dateTo: z.optional(day).check(z.describe('Last day, inclusive')),
};

/** A record id: a positive integer. */
export const recordId = z.int().check(z.positive());

/** An optional keyword filter (blank means no filter). */
export const keyword = z
  .optional(z.string().check(z.maxLength(100)))
  .check(z.describe('Case-insensitive search text'));
