import { PASSWORD_MESSAGES, PASSWORD_PATTERN } from '@chainportal/ui';
import type { FormErrors } from '../parts/useSimpleForm';

/**
 * The rules of the sign-up and password-reset forms. Messages are translation keys: `ui:` for the
 * password rules of docs/product.md#validation (the PasswordDialog's own wording), `public:` for the rest.
 */
export const MESSAGES = {
  username: 'public:account.errors.username',
  mobile: 'public:account.errors.mobile',
  code: 'public:account.errors.code',
  email: 'public:account.errors.email',
  agree: 'public:account.errors.agree',
  newRequired: `ui:${PASSWORD_MESSAGES.newRequired}`,
  newRule: `ui:${PASSWORD_MESSAGES.newRule}`,
  repeatRequired: `ui:${PASSWORD_MESSAGES.repeatRequired}`,
  mismatch: `ui:${PASSWORD_MESSAGES.mismatch}`,
} as const;

export type AccountMessage = (typeof MESSAGES)[keyof typeof MESSAGES];

const USERNAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const MOBILE = /^1\d{10}$/;
const CODE = /^\d{6}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function mobileError(mobile: string): string | undefined {
  return MOBILE.test(mobile.trim()) ? undefined : MESSAGES.mobile;
}

export function codeError(code: string): string | undefined {
  return CODE.test(code.trim()) ? undefined : MESSAGES.code;
}

/** docs/product.md#validation: one message per field, "required" first, then the rule, then the repeat. */
export function passwordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  return {
    password:
      password === '' ? MESSAGES.newRequired : PASSWORD_PATTERN.test(password) ? undefined : MESSAGES.newRule,
    repeat: repeat === '' ? MESSAGES.repeatRequired : repeat !== password ? MESSAGES.mismatch : undefined,
  };
}

export interface RegisterFormValues extends Record<string, string | boolean> {
  username: string;
  password: string;
  repeat: string;
  mobile: string;
  code: string;
  email: string;
  company: string;
  agree: boolean;
}

export function registerErrors(v: RegisterFormValues): FormErrors<RegisterFormValues> {
  const email = v.email.trim();
  return {
    username: USERNAME.test(v.username.trim()) ? undefined : MESSAGES.username,
    ...passwordErrors(v.password, v.repeat),
    mobile: mobileError(v.mobile),
    code: codeError(v.code),
    email: email === '' || (EMAIL.test(email) && email.length <= 100) ? undefined : MESSAGES.email,
    agree: v.agree ? undefined : MESSAGES.agree,
  };
}

export interface VerifyFormValues extends Record<string, string> {
  mobile: string;
  code: string;
}

export function verifyErrors(v: VerifyFormValues): FormErrors<VerifyFormValues> {
  return { mobile: mobileError(v.mobile), code: codeError(v.code) };
}

export interface ResetFormValues extends Record<string, string> {
  password: string;
  repeat: string;
}

export function resetErrors(v: ResetFormValues): FormErrors<ResetFormValues> {
  return passwordErrors(v.password, v.repeat);
}

/** True for a valid e-mail address (the partner form). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
