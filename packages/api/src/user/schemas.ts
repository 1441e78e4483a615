import * as z from 'zod/mini';
import {
  list,
  mobile,
  optionalBool,
  optionalDate,
  optionalEnum,
  optionalInt,
  optionalText,
  required,
  specNamed,
  text,
} from '../client/schemas';

const code = z
  .string()
  .check(z.regex(/^\d{6}$/, 'The 6-digit code'), z.describe('Verification code from the SMS or e-mail'));
const ticket = z
  .string()
  .check(
    z.minLength(1),
    z.describe('Proof of an earlier verification step (checkVerifyMobileSms / verifyMyselfEmail)'),
  );

/** Password rule of docs/product.md#validation: 6-12 letters and digits, at least one of each. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,12}$/;
const passwordText =
  'New password: 6-12 characters, letters and digits only, at least one of each (checked by the server)';

export const contactSchema = z.object({
  contactName: z.string().check(z.trim(), z.minLength(1), z.maxLength(50)),
  contactMobile: mobile,
  contactEmail: z.email(),
  company: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  address: z.optional(z.string().check(z.trim(), z.maxLength(200))),
});
export type ContactInput = z.input<typeof contactSchema>;

export const authStates = ['none', 'pending', 'approved', 'rejected'] as const;
export const authTypes = ['personal', 'enterprise'] as const;
export const authStateSchema = z.enum(authStates);
export const authTypeSchema = z.enum(authTypes);

/** GET /client/user/detail: the account page. Fields the spec reads: headImgUrl, username. */
export const userDetailSchema = z.object({
  id: optionalInt,
  username: specNamed(optionalText, 'the account page shows it'),
  name: optionalText,
  headImgUrl: specNamed(optionalText, 'the avatar (fallback: the default avatar)'),
  mobile: optionalText.check(z.describe('Masked: 138****8000')),
  email: optionalText.check(z.describe('Masked: ad***@example.com')),
  walletAddress: optionalText,
  contactName: optionalText,
  contactMobile: optionalText,
  contactEmail: optionalText,
  company: optionalText,
  address: optionalText,
  roles: list(text),
  authState: optionalEnum(authStates),
  hasPassword: optionalBool,
  createTime: optionalDate,
  lastLoginTime: optionalDate,
});
export type UserDetail = z.output<typeof userDetailSchema>;

/** POST /client/user/auth: real-name verification, personal (ID card) or enterprise (licence). */
export const authRequestSchema = z
  .object({
    type: authTypeSchema,
    realName: z
      .string()
      .check(z.trim(), z.minLength(2), z.maxLength(50), z.describe('Person, or the legal representative')),
    idNumber: z.string().check(z.regex(/^\d{17}[\dXx]$/, 'An 18-character ID card number')),
    companyName: z.optional(z.string().check(z.trim(), z.minLength(2), z.maxLength(100))),
    creditCode: z.optional(
      z.string().check(z.regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, 'An 18-character unified social credit code')),
    ),
    licenseUrl: z.optional(z.string()).check(z.describe('URL of the uploaded business licence')),
  })
  .check(
    z.refine((v) => v.type === 'personal' || (!!v.companyName && !!v.creditCode), {
      message: 'An enterprise needs companyName and creditCode',
      path: ['companyName'],
    }),
  );
export type AuthRequest = z.input<typeof authRequestSchema>;

export const authInfoSchema = z.object({
  state: optionalEnum(authStates).check(z.describe("Missing: 'none' (not verified)")),
  type: optionalEnum(authTypes),
  realName: optionalText.check(z.describe('Masked')),
  idNumber: optionalText.check(z.describe('Masked')),
  companyName: optionalText,
  creditCode: optionalText,
  submitTime: optionalDate,
  reviewTime: optionalDate,
  rejectReason: optionalText,
});
export type AuthInfo = z.output<typeof authInfoSchema>;

export const bindInfoSchema = z.object({
  mobile: optionalText.check(z.describe('Masked')),
  email: optionalText.check(z.describe('Masked')),
  walletAddress: optionalText,
  hasPassword: optionalBool,
});
export type BindInfo = z.output<typeof bindInfoSchema>;

export const editPasswordSchema = z.object({
  oldPassword: z.string().check(z.minLength(1), z.maxLength(64)),
  newPassword: z.string().check(z.minLength(1), z.maxLength(64), z.describe(passwordText)),
});
export type EditPasswordInput = z.input<typeof editPasswordSchema>;

/** For an account without a password (created by wallet sign-in). */
export const setPasswordSchema = z.object({
  newPassword: z.string().check(z.minLength(1), z.maxLength(64), z.describe(passwordText)),
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const noPayloadSchema = z.object({}).check(z.describe('No payload'));
export const codeSchema = z.object({ code });
export const ticketSchema = z.object({
  ticket: required(text.check(z.minLength(1)), 'the next step of the change sends it'),
  expiresInSeconds: optionalInt,
});
export type Ticket = z.output<typeof ticketSchema>;

/** After the current mobile was verified: the new login name. */
export const editUsernameMobileSchema = z.object({
  ticket,
  username: z
    .string()
    .check(
      z.trim(),
      z.regex(/^[A-Za-z][A-Za-z0-9_]{3,19}$/, '4-20 letters, digits or _, starting with a letter'),
    ),
});
export const newMobileSchema = z.object({ mobile });
export const editNewMobileSchema = z.object({ ticket, mobile, code });
export const newEmailSchema = z.object({ email: z.email() });
export const editEmailSchema = z.object({ email: z.email(), code });
/** The refusal of an avatar address that is neither https nor the avatar upload's image data: URL. */
export const AVATAR_URL_RULE = 'An https URL or a data:image/(png|jpeg|gif);base64 URL';
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * An avatar address the portal may put in an <img>: an https URL (an uploaded file's address) or
 * the data: URL of an image the avatar upload reads (decision 0026). Never javascript:, http:, a
 * relative address or another data: type (issue 25).
 */
export function isAvatarUrl(value: string): boolean {
  if (IMAGE_DATA_URL.test(value)) return true;
  if (!value.startsWith('https://')) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export const editHeadImgSchema = z.object({
  headImgUrl: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(2_000_000),
      z.refine(isAvatarUrl, AVATAR_URL_RULE),
      z.describe('An https URL, or the data:image/(png|jpeg|gif);base64 URL of the avatar upload'),
    ),
});

/** The account's API credentials, shown after a fresh verification. */
export const secretInfoSchema = z.object({
  appId: optionalText,
  appKey: optionalText,
  appSecret: optionalText,
});
export type SecretInfo = z.output<typeof secretInfoSchema>;

/** Where a code was sent (masked), and when another may be asked for. */
export const sentSchema = z.object({
  target: optionalText.check(z.describe('Masked mobile or e-mail the code went to')),
  resendAfterSeconds: optionalInt.check(z.describe('Missing: the usual 60 s')),
});
export type Sent = z.output<typeof sentSchema>;
