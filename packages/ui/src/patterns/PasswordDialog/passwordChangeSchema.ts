import * as z from 'zod/mini';

/** Password length limits (docs/product.md#validation, docs/product.md#limits). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;

/** 6-12 characters, letters and digits only, at least one letter and one digit. */
export const PASSWORD_PATTERN = new RegExp(
  `^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${PASSWORD_MIN},${PASSWORD_MAX}}$`,
);

/**
 * The messages of docs/product.md#validation, as translation keys of the `ui` namespace. Their zh texts are the
 * spec's exact wording (请输入原账号登录密码, 请输入新密码, 6-12位，数字、字母组合, 请再次输入密码,
 * 两次输入密码不一致!).
 */
export const PASSWORD_MESSAGES = {
  oldRequired: 'patterns.password.oldRequired',
  newRequired: 'patterns.password.newRequired',
  newRule: 'patterns.password.newRule',
  repeatRequired: 'patterns.password.repeatRequired',
  mismatch: 'patterns.password.mismatch',
} as const;

export type PasswordMessageKey = (typeof PASSWORD_MESSAGES)[keyof typeof PASSWORD_MESSAGES];

// One message per field: "required" first, then the rule, so a field never shows two at once.
const newPassword = z.string().check(
  z.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.newRequired });
    else if (!PASSWORD_PATTERN.test(value))
      ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.newRule });
  }),
);

/** The password change form: old, new and repeated password with the rules of docs/product.md#validation. */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, PASSWORD_MESSAGES.oldRequired)),
    newPassword,
    repeatPassword: z.string().check(z.minLength(1, PASSWORD_MESSAGES.repeatRequired)),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.repeatPassword !== '' && values.repeatPassword !== values.newPassword) {
        ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES.mismatch, path: ['repeatPassword'] });
      }
    }),
  );

export type PasswordChangeFormValues = z.input<typeof passwordChangeSchema>;

/** What the dialog hands to `onSubmit`: the payload of POST /client/user/editPassword (docs/product.md#session). */
export interface PasswordChangeValues {
  oldPassword: string;
  newPassword: string;
}
