import * as z from 'zod/mini';
import { mobile } from '../client/schemas';

export const forgotSendCodeSchema = z.object({
  mobile,
});

export const forgotResetSchema = z.object({
  mobile,
  code: z.string().check(z.regex(/^\d{6}$/, 'The 6-digit SMS code')),
  newPassword: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(64),
      z.describe('6-12 characters, letters and digits only, at least one of each (checked by the server)'),
    ),
});
export type ForgotResetInput = z.input<typeof forgotResetSchema>;
