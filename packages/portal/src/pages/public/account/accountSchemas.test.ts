import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { PASSWORD_MESSAGES } from '@chainportal/ui';
import {
  registerFormSchema,
  resetFormSchema,
  verifyFormSchema,
  type RegisterFormValues,
} from './accountSchemas';

const valid: RegisterFormValues = {
  username: 'alice_01',
  password: 'abc123',
  repeat: 'abc123',
  mobile: '13800001234',
  code: '123456',
  email: '',
  company: '',
  agree: true,
};

/** The fields refused, with the message of the password ones. */
const refused = (values: Partial<RegisterFormValues>) => {
  const result = z.safeParse(registerFormSchema, { ...valid, ...values });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};
const fields = (values: Partial<RegisterFormValues>) => refused(values).map((line) => line.split(':')[0]);

describe('the sign-up form', () => {
  it('accepts a complete form and hands over registerSchema’s trimmed values', () => {
    expect(refused({})).toEqual([]);
    expect(
      z.parse(registerFormSchema, { ...valid, username: ' alice_01 ', mobile: ' 13800001234 ' }),
    ).toMatchObject({
      username: 'alice_01',
      mobile: '13800001234',
    });
  });

  it('applies the password rules of docs/product.md#validation, one message per field', () => {
    expect(refused({ password: '', repeat: '' })).toEqual([
      `password: ${PASSWORD_MESSAGES.newRequired}`,
      `repeat: ${PASSWORD_MESSAGES.repeatRequired}`,
    ]);
    for (const password of ['abcdef', '123456', 'abc1234567890', 'abc12!']) {
      expect(refused({ password, repeat: password })).toEqual([`password: ${PASSWORD_MESSAGES.newRule}`]);
    }
    expect(refused({ repeat: 'abc124' })).toEqual([`repeat: ${PASSWORD_MESSAGES.mismatch}`]);
  });

  it('checks the username, mobile, code, e-mail and the agreement with the rules of the register call', () => {
    expect(fields({ username: '1abc' })).toEqual(['username']);
    expect(fields({ mobile: '2380000123' })).toEqual(['mobile']);
    expect(fields({ code: '12345' })).toEqual(['code']);
    expect(fields({ email: 'not-mail' })).toEqual(['email']);
    expect(fields({ agree: false })).toEqual(['agree']);
  });
});

describe('the password reset', () => {
  it('checks the mobile and code of the reset call, and the same password rules', () => {
    expect(z.safeParse(verifyFormSchema, { mobile: '13800001234', code: '123456' }).success).toBe(true);
    expect(z.safeParse(verifyFormSchema, { mobile: '1380000123', code: '123456' }).success).toBe(false);
    expect(z.safeParse(resetFormSchema, { password: 'abc123', repeat: 'abc123' }).success).toBe(true);
    const mismatch = z.safeParse(resetFormSchema, { password: 'abc123', repeat: 'abc12' });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual([PASSWORD_MESSAGES.mismatch]);
  });
});
