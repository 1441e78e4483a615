import * as z from 'zod/mini';
import { answerId, int, list, opt, optionalText, specNamed, text } from '../client/schemas';

/** Username and password; the username is trimmed before it is sent (docs/product.md#validation). */
export const credentialsSchema = z.object({
  username: z
    .string()
    .check(z.trim(), z.minLength(1), z.maxLength(64), z.describe('Username or mobile number; trimmed')),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type Credentials = z.input<typeof credentialsSchema>;

/** Wallet sign-in: the address, the signature of `message`, and the message that was signed. */
export const walletLoginSchema = z.object({
  address: z
    .string()
    .check(
      z.regex(/^0x[0-9a-fA-F]{40}$/, 'A 0x-prefixed 20-byte hex address'),
      z.describe('Wallet address, 0x + 40 hex digits'),
    ),
  signature: z
    .string()
    .check(z.minLength(1), z.describe('Signature of `message` by the address (personal_sign)')),
  message: z
    .string()
    .check(z.minLength(1), z.describe('The text the wallet signed (contains a nonce and the time)')),
});
export type WalletLogin = z.input<typeof walletLoginSchema>;

export const loginResultSchema = z.object({
  token: z.string().check(z.minLength(1), z.describe('Required (spec): data.token')),
});
export type LoginResult = z.output<typeof loginResultSchema>;

export const userInfoRequestSchema = z.object({ token: z.string().check(z.minLength(1)) });

/** Why a user-info answer refuses the sign-in, with the spec's messages (section 8). */
export const USER_INFO_REFUSALS = {
  verificationFailed: 'Verification failed, please Login again.',
  rolesRequired: 'getInfo: roles must be a non-null array!',
} as const;
export type UserInfoRefusal = keyof typeof USER_INFO_REFUSALS;

/**
 * GET /client/user/info. No data fails with 'Verification failed, please Login again.' and missing
 * or empty roles with 'getInfo: roles must be a non-null array!' (docs/product.md#roles, docs/product.md#errors); the
 * endpoint names both as refusals, so the call rejects with kind 'refused' and that reason.
 */
export const userInfoSchema = z.object(
  {
    roles: z
      .array(text, { error: USER_INFO_REFUSALS.rolesRequired })
      .check(
        z.minLength(1, { error: USER_INFO_REFUSALS.rolesRequired }),
        z.describe('Required (spec): role names, e.g. ["admin"] or ["customer"]; never empty'),
      ),
    name: specNamed(optionalText, 'the name shown in the navbar'),
    avatar: specNamed(optionalText, 'avatar image URL (fallback: the default avatar)'),
    introduction: specNamed(optionalText, 'the introduction'),
    userId: opt(answerId),
    username: optionalText,
    userphone: optionalText.check(z.describe('Mobile number with the middle 4 digits masked')),
    dealtcount: opt(int.check(z.minimum(0))).check(z.describe('Unread notices (fallback: 0)')),
    buttons: list(text).check(z.describe('Button permission strings (fallback: none)')),
    chainId: optionalText.check(z.describe('Wallet chain id when signed in with a wallet')),
  },
  { error: (issue) => (issue.input == null ? USER_INFO_REFUSALS.verificationFailed : undefined) },
);
export type UserInfo = z.output<typeof userInfoSchema>;
