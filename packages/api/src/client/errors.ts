import { BusinessErrorCode } from '../orders/errors';
import type { Envelope } from './envelope';

/** What went wrong, as the app needs to know it to pick a message. */
export type ApiNoticeKind = 'server' | 'session' | 'network' | 'http' | 'timeout' | 'malformed';

/** docs/product.md#errors, docs/product.md#limits: every error message stays on screen for 5 seconds. */
export const MESSAGE_DURATION_MS = 5000;

/**
 * One message for the user, sent to the `notify` callback. The portal translates `kind` into a
 * message; when `message` is set (a server `msg`/`message`, or 'Error' for a server code without one)
 * it is shown as given.
 */
export interface ApiNotice {
  kind: ApiNoticeKind;
  /** The server code (server/session) or the HTTP status (http). */
  code?: number;
  message?: string;
  /** The endpoint path as the spec writes it, e.g. '/client/user/message/detail/{id}'. */
  path: string;
  durationMs: typeof MESSAGE_DURATION_MS;
  /** The server's id of the request (X-Request-Id, else the envelope's requestId), when it gave one. */
  requestId?: string;
}

/**
 * Never notified: `aborted` is the caller's own cancellation, `invalid` a payload that fails its
 * schema (nothing is sent), `refused` a code-0 answer whose data says no in one of the ways its
 * endpoint names (`endpoint.refusals`, e.g. user info without data or roles): the caller says why.
 */
export type ApiErrorKind = ApiNoticeKind | 'aborted' | 'invalid' | 'refused';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly path: string;
  /** The parsed envelope, for kind 'server' and 'session'. */
  readonly response: Envelope | undefined;
  /** For kind 'refused': the key of the endpoint's refusal (e.g. 'rolesRequired'). */
  readonly reason: string | undefined;
  /**
   * True when the client's error policy has already told the user (it notified, or it held a
   * repeated message back on purpose, docs/product.md#errors): the caller must not show another message.
   * False for 'aborted', 'invalid' and 'refused'.
   */
  readonly shown: boolean;
  /** The server's id of the request (X-Request-Id, else the envelope's requestId), when it gave one. */
  readonly requestId: string | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    path: string;
    shown: boolean;
    code?: number;
    response?: Envelope;
    reason?: string;
    cause?: unknown;
    requestId?: string;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.path = init.path;
    this.response = init.response;
    this.reason = init.reason;
    this.shown = init.shown;
    this.requestId = init.requestId;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Code 404 of the account calls: no account with that mobile, no such page (decision 0004). */
const ACCOUNT_NOT_FOUND = 404;
/** Code 10002 of the account calls: the verification code is wrong or has expired (decision 0004). */
const BAD_CODE = 10002;

/**
 * True when the server answered that what was asked for does not exist: a record (20002 on the
 * business calls) or an account (404 on the account calls, e.g. an unregistered mobile number).
 * Pages ask this rather than compare codes.
 */
export function isNotFound(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'server' &&
    (error.code === BusinessErrorCode.NOT_FOUND || error.code === ACCOUNT_NOT_FOUND)
  );
}

/**
 * True when a call of a part the deployment may not have (`endpoint.mayBeAbsent`: the metered
 * gateway's usage and key calls, decision 0102) answered HTTP 404: this backend does not have it
 * (the in-browser demo has no gateway). Nothing was shown; the page says what is missing.
 */
export function isUnavailable(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && error.code === 404 && !error.shown;
}

/** True when the server refused a verification code as wrong or expired. */
export function isWrongCode(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && error.code === BAD_CODE;
}

const refusedWith = (code: number) => (error: unknown) =>
  isApiError(error) && error.kind === 'server' && error.code === code;

/** True when the order was paid already (in another tab or on another device); nothing was charged. */
export const isAlreadyPaid: (error: unknown) => boolean = refusedWith(BusinessErrorCode.ALREADY_PAID);
/** True when paying or withdrawing asked for more than the available balance. */
export const isInsufficientBalance: (error: unknown) => boolean = refusedWith(
  BusinessErrorCode.INSUFFICIENT_BALANCE,
);
/** True when an order of an invoice request is not paid or is invoiced already. */
export const isNotInvoiceable: (error: unknown) => boolean = refusedWith(BusinessErrorCode.NOT_INVOICEABLE);
/** True when an invitation code is unknown, expired or used already. */
export const isInviteInvalid: (error: unknown) => boolean = refusedWith(BusinessErrorCode.INVITE_INVALID);
