import * as z from 'zod/mini';

export const forgotSendCodeSchema = z.object({
  mobile: z.string().check(z.regex(/^1\d{10}$/, 'The 11-digit mobile number of the account')),
});

export const forgotResetSchema = z.object({
  mobile: z.string().check(z.regex(/^1\d{10}$/, 'The 11-digit mobile number of the account')),
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
