import { describe, expect, it } from 'vitest';
import { MESSAGES, registerErrors, resetErrors, type RegisterFormValues } from './accountSchemas';

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

const messages = (values: Partial<Record<keyof RegisterFormValues, string | boolean>>) =>
  Object.values(registerErrors({ ...valid, ...values } as RegisterFormValues)).filter(Boolean);

describe('the sign-up form', () => {
  it('accepts a complete form', () => {
    expect(messages({})).toEqual([]);
  });

  it('applies the password rules of docs/product.md#validation, one message per field', () => {
    expect(messages({ password: '', repeat: '' })).toEqual([MESSAGES.newRequired, MESSAGES.repeatRequired]);
    expect(messages({ password: 'abcdef', repeat: 'abcdef' })).toEqual([MESSAGES.newRule]);
    expect(messages({ password: '123456', repeat: '123456' })).toEqual([MESSAGES.newRule]);
    expect(messages({ password: 'abc1234567890', repeat: 'abc1234567890' })).toEqual([MESSAGES.newRule]);
    expect(messages({ password: 'abc12!', repeat: 'abc12!' })).toEqual([MESSAGES.newRule]);
    expect(messages({ repeat: 'abc124' })).toEqual([MESSAGES.mismatch]);
  });

  it('checks the username, mobile, code, e-mail and the agreement', () => {
    expect(messages({ username: '1abc' })).toEqual([MESSAGES.username]);
    expect(messages({ mobile: '2380000123' })).toEqual([MESSAGES.mobile]);
    expect(messages({ code: '12345' })).toEqual([MESSAGES.code]);
    expect(messages({ email: 'not-mail' })).toEqual([MESSAGES.email]);
    expect(messages({ agree: false })).toEqual([MESSAGES.agree]);
  });
});

describe('the new password of a reset', () => {
  it('uses the same rules', () => {
    expect(Object.values(resetErrors({ password: 'abc123', repeat: 'abc123' })).filter(Boolean)).toEqual([]);
    expect(resetErrors({ password: 'abc123', repeat: 'abc12' }).repeat).toBe(MESSAGES.mismatch);
  });
});
