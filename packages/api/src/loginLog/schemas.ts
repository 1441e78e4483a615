import * as z from 'zod/mini';
import { id, isoDate, page, pageRequest } from '../client/schemas';

export const loginMethodSchema = z.enum(['password', 'node', 'wallet', 'register']);

export const loginLogSchema = z.object({
  id,
  loginTime: isoDate,
  ip: z.string(),
  location: z.string().check(z.describe('City and country as the IP resolves, e.g. 北京市 中国')),
  browser: z.string(),
  os: z.string(),
  method: loginMethodSchema,
  success: z.boolean(),
});
export type LoginLog = z.output<typeof loginLogSchema>;

export const loginLogPageRequestSchema = pageRequest({
  startTime: z.optional(isoDate),
  endTime: z.optional(isoDate),
  success: z.optional(z.boolean()).check(z.describe('Only successful (true) or failed (false) sign-ins')),
});
export type LoginLogPageRequest = z.input<typeof loginLogPageRequestSchema>;
export const loginLogPageSchema = page(loginLogSchema);
