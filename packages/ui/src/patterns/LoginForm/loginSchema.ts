import * as z from 'zod/mini';

export const LOGIN_MESSAGES = {
  usernameRequired: 'patterns.login.usernameRequired',
  passwordRequired: 'patterns.login.passwordRequired',
} as const;

export type LoginMessageKey = (typeof LOGIN_MESSAGES)[keyof typeof LOGIN_MESSAGES];

/** Sign-in form: the username is trimmed before it is sent (docs/product.md#validation); the password is not. */
export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, LOGIN_MESSAGES.usernameRequired)),
  password: z.string().check(z.minLength(1, LOGIN_MESSAGES.passwordRequired)),
  remember: z.boolean(),
});

export type LoginFormValues = z.input<typeof loginSchema>;
/** What LoginForm hands to `onSubmit`: the username already trimmed. */
export type LoginValues = z.output<typeof loginSchema>;
