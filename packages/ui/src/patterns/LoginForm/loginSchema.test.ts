import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, loginSchema } from './loginSchema';

describe('loginSchema', () => {
  it('trims the username (docs/product.md#validation) but never the password', () => {
    expect(loginSchema.parse({ username: '  alice \t', password: ' pass word ', remember: true })).toEqual({
      username: 'alice',
      password: ' pass word ',
      remember: true,
    });
  });

  it('treats a username of only spaces as missing', () => {
    const result = loginSchema.safeParse({ username: '   ', password: 'x', remember: false });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['username', LOGIN_MESSAGES.usernameRequired],
    ]);
  });

  it('requires a password', () => {
    const result = loginSchema.safeParse({ username: 'alice', password: '', remember: false });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['password', LOGIN_MESSAGES.passwordRequired],
    ]);
  });
});
