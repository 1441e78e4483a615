import * as z from 'zod/mini';
import {
  isoDate,
  optionalBool,
  optionalDate,
  optionalEnum,
  optionalText,
  page,
  pageRequest,
  rowId,
} from '../client/schemas';

/**
 * How a sign-in was made, and the account's other audited acts: a service's gateway key rotated or
 * revoked by its owner (decision 0102).
 */
export const loginMethods = [
  'password',
  'node',
  'wallet',
  'register',
  'apiKeyRotated',
  'apiKeyRevoked',
] as const;
export const loginMethodSchema = z.enum(loginMethods);
export type LoginMethod = (typeof loginMethods)[number];

export const loginLogSchema = z.object({
  id: rowId,
  loginTime: optionalDate,
  ip: optionalText,
  location: optionalText.check(z.describe('City and country as the IP resolves, e.g. 北京市 中国')),
  browser: optionalText,
  os: optionalText,
  method: optionalEnum(loginMethods),
  success: optionalBool,
});
export type LoginLog = z.output<typeof loginLogSchema>;

export const loginLogPageRequestSchema = pageRequest({
  startTime: z.optional(isoDate),
  endTime: z.optional(isoDate),
  success: z.optional(z.boolean()).check(z.describe('Only successful (true) or failed (false) sign-ins')),
});
export type LoginLogPageRequest = z.input<typeof loginLogPageRequestSchema>;
export const loginLogPageSchema = page(loginLogSchema);
