import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX,
  PASSWORD_MESSAGES,
  PASSWORD_MIN,
  passwordChangeSchema,
  type PasswordChangeFormValues,
} from './passwordChangeSchema';

const valid: PasswordChangeFormValues = {
  oldPassword: 'old-secret',
  newPassword: 'abc123',
  repeatPassword: 'abc123',
};

/** The messages per field of a parse, in order. */
function messages(values: Partial<PasswordChangeFormValues>): Record<string, string[]> {
  const result = passwordChangeSchema.safeParse({ ...valid, ...values });
  const out: Record<string, string[]> = {};
  if (result.success) return out;
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

/** A new password set in both the new and the repeat field, so only the new-password rule can fail. */
function newPasswordMessages(password: string): string[] | undefined {
  return messages({ newPassword: password, repeatPassword: password }).newPassword;
}

describe('passwordChangeSchema', () => {
  it('accepts a valid change and passes the values through unchanged', () => {
    const result = passwordChangeSchema.safeParse(valid);
    expect(result.success).toBe(true);
    expect(result.data).toEqual(valid);
  });

  it('exports the spec limits 6 and 12', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([6, 12]);
  });

  it.each([
    ['5 chars', 'abc12', [PASSWORD_MESSAGES.newRule]],
    ['6 chars', 'abc123', undefined],
    ['12 chars', 'abcdef123456', undefined],
    ['13 chars', 'abcdef1234567', [PASSWORD_MESSAGES.newRule]],
  ])('length boundary: %s', (_label, password, expected) => {
    expect(password.length).toBe(Number(_label.split(' ')[0]));
    expect(newPasswordMessages(password)).toEqual(expected);
  });

  it.each([
    ['letters only', 'abcdefgh'],
    ['digits only', '12345678'],
    ['a symbol', 'abc123!'],
    ['a space', 'abc 123'],
    ['an underscore', 'abc_123'],
    ['a non-ASCII letter', 'abcé123'],
    ['full-width digits', 'abc１２３'],
  ])('rejects a new password with %s', (_label, password) => {
    expect(newPasswordMessages(password)).toEqual([PASSWORD_MESSAGES.newRule]);
  });

  it('accepts upper- and lower-case letters mixed with digits in any order', () => {
    for (const password of ['1A2b3C', 'ABCDEF9', '9abcdef', 'a1a1a1a1a1a1']) {
      expect(newPasswordMessages(password)).toBeUndefined();
    }
  });

  it('requires the old password, and only that message for an empty one', () => {
    expect(messages({ oldPassword: '' })).toEqual({ oldPassword: [PASSWORD_MESSAGES.oldRequired] });
  });

  it('says "required" (not the rule) for an empty new password', () => {
    expect(messages({ newPassword: '', repeatPassword: '' })).toEqual({
      newPassword: [PASSWORD_MESSAGES.newRequired],
      repeatPassword: [PASSWORD_MESSAGES.repeatRequired],
    });
  });

  it('says "required" (not mismatch) for an empty repeat', () => {
    expect(messages({ repeatPassword: '' })).toEqual({ repeatPassword: [PASSWORD_MESSAGES.repeatRequired] });
  });

  it('reports a mismatch on the repeat field', () => {
    expect(messages({ repeatPassword: 'abc124' })).toEqual({ repeatPassword: [PASSWORD_MESSAGES.mismatch] });
    // Case matters.
    expect(messages({ newPassword: 'Abc123', repeatPassword: 'abc123' })).toEqual({
      repeatPassword: [PASSWORD_MESSAGES.mismatch],
    });
  });

  it('reports a mismatch even when other fields are also wrong', () => {
    expect(messages({ oldPassword: '', newPassword: 'abc', repeatPassword: 'abd' })).toEqual({
      oldPassword: [PASSWORD_MESSAGES.oldRequired],
      newPassword: [PASSWORD_MESSAGES.newRule],
      repeatPassword: [PASSWORD_MESSAGES.mismatch],
    });
  });

  it('reports every empty field at once', () => {
    expect(messages({ oldPassword: '', newPassword: '', repeatPassword: '' })).toEqual({
      oldPassword: [PASSWORD_MESSAGES.oldRequired],
      newPassword: [PASSWORD_MESSAGES.newRequired],
      repeatPassword: [PASSWORD_MESSAGES.repeatRequired],
    });
  });
});

describe('password messages', () => {
  const locale = (lang: string) =>
    JSON.parse(readFileSync(path.resolve(__dirname, `../../../../../locales/${lang}/ui.json`), 'utf8')) as {
      patterns: { password: Record<string, string> };
    };
  const lookup = (lang: string, key: string) =>
    locale(lang).patterns.password[key.split('.').pop() as string];

  it('are the exact Chinese wording of the spec', () => {
    expect(lookup('zh', PASSWORD_MESSAGES.oldRequired)).toBe('请输入原账号登录密码');
    expect(lookup('zh', PASSWORD_MESSAGES.newRequired)).toBe('请输入新密码');
    expect(lookup('zh', PASSWORD_MESSAGES.newRule)).toBe('6-12位，数字、字母组合');
    expect(lookup('zh', PASSWORD_MESSAGES.repeatRequired)).toBe('请再次输入密码');
    expect(lookup('zh', PASSWORD_MESSAGES.mismatch)).toBe('两次输入密码不一致!');
  });

  it('exist, translated, in en, es and ja', () => {
    for (const lang of ['en', 'es', 'ja']) {
      for (const key of Object.values(PASSWORD_MESSAGES)) {
        const text = lookup(lang, key);
        expect(text, `${lang} ${key}`).toBeTruthy();
        expect(text).not.toBe(lookup('zh', key));
      }
    }
  });
});
