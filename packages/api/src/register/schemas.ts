import { z } from 'zod';

export const registerSmsSchema = z.object({
  mobile: z.string().regex(/^1\d{10}$/, 'An 11-digit mobile number'),
});

/** Self-registration of a customer; the new account is signed in at once. */
export const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, '4-20 letters, digits or _, starting with a letter'),
  password: z
    .string()
    .min(1)
    .max(64)
    .describe('6-12 characters, letters and digits only, at least one of each (checked by the server)'),
  mobile: z.string().regex(/^1\d{10}$/, 'An 11-digit mobile number'),
  code: z.string().regex(/^\d{6}$/, 'The 6-digit SMS code'),
  email: z.email().optional(),
  company: z.string().trim().max(100).optional(),
  agree: z.literal(true).describe('The user agreement was accepted'),
});
export type RegisterInput = z.input<typeof registerSchema>;
