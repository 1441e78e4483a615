import * as z from 'zod/mini';
import { mobile } from '../client/schemas';

export const registerSmsSchema = z.object({
  mobile: mobile,
});

/** Self-registration of a customer; the new account is signed in at once. */
export const registerSchema = z.object({
  username: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, '4-20 letters, digits or _, starting with a letter'),
    ),
  password: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.describe('6-12 characters, letters and digits only, at least one of each (checked by the server)'),
    ),
  mobile: mobile,
  code: z.string().check(z.regex(/^\d{6}$/, 'The 6-digit SMS code')),
  email: z.optional(z.email()),
  company: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  agree: z.literal(true).check(z.describe('The user agreement was accepted')),
});
export type RegisterInput = z.input<typeof registerSchema>;
