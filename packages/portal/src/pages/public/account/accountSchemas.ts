import * as z from 'zod/mini';
import { forgotResetSchema, registerSchema } from '@chainportal/api';
import { PASSWORD_MESSAGES, PASSWORD_PATTERN } from '@chainportal/ui';
import { typedName } from '../../../forms/fields';

/**
 * The sign-up and password-reset forms, validated with the endpoints' own request schemas
 * (registerSchema, forgotResetSchema of packages/api) plus the fields only the form has (the
 * repeated password, the agreement as a checkbox, an e-mail left empty). One message per field:
 * `MESSAGES` are translation keys; the password issues carry the ui's keys (PASSWORD_MESSAGES, the
 * PasswordDialog's own wording of docs/product.md#validation).
 */
export const MESSAGES = {
  username: 'public:account.errors.username',
  mobile: 'public:account.errors.mobile',
  code: 'public:account.errors.code',
  email: 'public:account.errors.email',
  agree: 'public:account.errors.agree',
} as const;

export type AccountMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

/** The password issues are ui keys: the portal reads them in the `ui` namespace. */
export const passwordMessage = (key: string) => `ui:${key}`;

// "Required" first, then the rule, so a field never shows two messages at once.
const newPassword = z.string().check(
  z.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.newRequired });
    else if (!PASSWORD_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.newRule });
  }),
);
const repeat = z.string().check(z.minLength(1, PASSWORD_MESSAGES.repeatRequired));
const sameRepeat = z.superRefine((values: { password: string; repeat: string }, ctx) => {
  if (values.repeat !== '' && values.repeat !== values.password) {
    ctx.addIssue({
      code: 'custom',
      message: PASSWORD_MESSAGES.mismatch,
      path: ['repeat'],
      input: values.repeat,
    });
  }
});
const trimmed = <T extends z.ZodMiniType<unknown, string>>(schema: T) =>
  z.pipe(z.string().check(z.trim()), schema);

const { shape: register } = registerSchema;

export const registerFormSchema = z
  .object({
    username: register.username,
    password: newPassword,
    repeat,
    mobile: trimmed(register.mobile),
    code: trimmed(register.code),
    // Empty means none: the request leaves it out.
    email: z.string().check(
      z.trim(),
      z.refine((value) => value === '' || z.safeParse(z.email().check(z.maxLength(100)), value).success),
    ),
    company: typedName(z.string().check(z.trim(), z.maxLength(100))),
    agree: z.boolean().check(z.refine((value) => value)),
  })
  .check(sameRepeat);

export type RegisterFormValues = z.input<typeof registerFormSchema>;

export const verifyFormSchema = z.object({
  mobile: trimmed(forgotResetSchema.shape.mobile),
  code: trimmed(forgotResetSchema.shape.code),
});
export type VerifyFormValues = z.input<typeof verifyFormSchema>;

export const resetFormSchema = z.object({ password: newPassword, repeat }).check(sameRepeat);
export type ResetFormValues = z.input<typeof resetFormSchema>;
