/**
 * What a refusal the api knows means, as a key of the portal's translations (decision 0064): the
 * app says it in the reader's language instead of showing the server's text. The server's text is
 * for refusals the api cannot name by meaning: its code and call are not in this table (a code 400
 * that names a field, a code 500, a code this version does not know).
 *
 * The keys are in the `portal` namespace (locales/<lang>/portal.json); `errors.refused.fileTooLarge`
 * takes `{{limit}}`.
 */
import { ContractErrorCode as C } from '../contracts/errors';
import { BusinessErrorCode as E } from '../orders/errors';
import { SESSION_INVALID_CODE } from './envelope';

export const ERROR_MESSAGE_KEYS = [
  'errors.session',
  'errors.refused.fileType',
  'errors.refused.fileTooLarge',
  'errors.refused.fileEmpty',
  'errors.refused.fileContent',
  'errors.refused.fileMissing',
  'errors.refused.alreadyPaid',
  'errors.server.wrongCredentials',
  'errors.server.wrongCurrentPassword',
  'errors.server.badCode',
  'errors.server.alreadyRegistered',
  'errors.server.usernameTaken',
  'errors.server.mobileBound',
  'errors.server.emailBound',
  'errors.server.passwordAlreadySet',
  'errors.server.verificationSubmitted',
  'errors.server.receiverExists',
  'errors.server.alreadyApplied',
  'errors.server.mobileNotRegistered',
  'errors.server.notFound',
  'errors.server.forbidden',
  'errors.server.invalidState',
  'errors.server.orderNotPending',
  'errors.server.insufficientBalance',
  'errors.server.notInvoiceable',
  'errors.server.negotiablePrice',
  'errors.server.inviteInvalid',
  'errors.server.walletSignature',
  'errors.server.walletNonce',
  'errors.server.walletTooMany',
  'errors.server.chainNotConfigured',
  'errors.server.chainUnreachable',
  'errors.server.txNotFound',
  'errors.server.txFailed',
  'errors.server.notADeployment',
  'errors.server.contractRegistered',
  'errors.server.codeMismatch',
] as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[number];

type Table = Readonly<Record<number, ErrorMessageKey>>;

/** A code's meaning on every call (decisions 0004, 0005, 0049); 0 and 400 are not refusals it names. */
const BY_CODE: Table = {
  [SESSION_INVALID_CODE]: 'errors.session',
  404: 'errors.server.notFound',
  10002: 'errors.server.badCode',
  [E.FORBIDDEN]: 'errors.server.forbidden',
  [E.NOT_FOUND]: 'errors.server.notFound',
  [E.INVALID_STATE]: 'errors.server.invalidState',
  [E.ALREADY_PAID]: 'errors.refused.alreadyPaid',
  [E.INSUFFICIENT_BALANCE]: 'errors.server.insufficientBalance',
  [E.NOT_INVOICEABLE]: 'errors.server.notInvoiceable',
  [E.NEGOTIABLE_PRICE]: 'errors.server.negotiablePrice',
  [E.FILE_TYPE_NOT_ALLOWED]: 'errors.refused.fileType',
  [E.FILE_TOO_LARGE]: 'errors.refused.fileTooLarge',
  [E.FILE_MISSING]: 'errors.refused.fileMissing',
  [E.FILE_EMPTY]: 'errors.refused.fileEmpty',
  [E.FILE_CONTENT_MISMATCH]: 'errors.refused.fileContent',
  [E.INVITE_INVALID]: 'errors.server.inviteInvalid',
  // The contract calls that reach a chain (decision 0075); 25003, a wrong constructor argument,
  // keeps the server's message, which names the argument and its type.
  [C.CHAIN_NOT_CONFIGURED]: 'errors.server.chainNotConfigured',
  [C.CHAIN_UNREACHABLE]: 'errors.server.chainUnreachable',
  [C.TX_NOT_FOUND]: 'errors.server.txNotFound',
  [C.TX_FAILED]: 'errors.server.txFailed',
  [C.NOT_A_DEPLOYMENT]: 'errors.server.notADeployment',
  [C.ALREADY_REGISTERED]: 'errors.server.contractRegistered',
  [C.CODE_MISMATCH]: 'errors.server.codeMismatch',
};

const user = '/client/user';
const orderNotPending: Table = { [E.INVALID_STATE]: 'errors.server.orderNotPending' };

/**
 * A code whose meaning depends on the call (10001 is a wrong password at sign-in and a wrong current
 * password when changing it; 10003 is whatever already exists). Codes of a call not named here
 * take their meaning from BY_CODE; 10001 and 10003 elsewhere have none.
 */
const BY_CALL: Readonly<Record<string, Table>> = {
  '/login': { 10001: 'errors.server.wrongCredentials' },
  '/login/node': { 10001: 'errors.server.wrongCredentials' },
  // WalletErrorCode (wallet/schemas.ts, which needs zod: the client at start does not).
  '/login/address': {
    10001: 'errors.server.walletSignature',
    10002: 'errors.server.walletNonce',
  },
  '/login/address/nonce': { 10003: 'errors.server.walletTooMany' },
  '/client/register': { 10003: 'errors.server.alreadyRegistered' },
  '/client/register/sendSms': { 10003: 'errors.server.alreadyRegistered' },
  '/client/forgetPwd/sendCode': { 404: 'errors.server.mobileNotRegistered' },
  '/client/forgetPwd/reset': { 404: 'errors.server.mobileNotRegistered' },
  '/client/partner/apply': { 10003: 'errors.server.alreadyApplied' },
  [`${user}/editPassword`]: { 10001: 'errors.server.wrongCurrentPassword' },
  [`${user}/setPassword`]: { 10003: 'errors.server.passwordAlreadySet' },
  [`${user}/auth`]: { 10003: 'errors.server.verificationSubmitted' },
  [`${user}/editUsernameMobile`]: { 10003: 'errors.server.usernameTaken' },
  [`${user}/sendNewMobileSms`]: { 10003: 'errors.server.mobileBound' },
  [`${user}/editNewMobile`]: { 10003: 'errors.server.mobileBound' },
  [`${user}/sendNewEmail`]: { 10003: 'errors.server.emailBound' },
  [`${user}/editEmail`]: { 10003: 'errors.server.emailBound' },
  [`${user}/message/createReceive`]: { 10003: 'errors.server.receiverExists' },
  [`${user}/message/editReceive`]: { 10003: 'errors.server.receiverExists' },
  '/client/order/pay': orderNotPending,
  '/client/order/cancel': orderNotPending,
};

/**
 * The translation key of what a server refusal means, or undefined when the api cannot say (then
 * the server's message is shown). `path` is the call's path as the spec writes it (ApiNotice.path,
 * ApiError.path).
 */
export function errorMessageKey(refusal: {
  code?: number | undefined;
  path: string;
}): ErrorMessageKey | undefined {
  if (refusal.code === undefined) return undefined;
  return BY_CALL[refusal.path]?.[refusal.code] ?? BY_CODE[refusal.code];
}
