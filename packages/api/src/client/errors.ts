import type { Envelope } from './envelope';

/** What went wrong, as the app needs to know it to pick a message. */
export type ApiNoticeKind = 'server' | 'session' | 'network' | 'http' | 'timeout' | 'malformed';

/** Spec section 8/9: every error message stays on screen for 5 seconds. */
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
}

/** Never notified: `aborted` is the caller's own cancellation, `invalid` a payload that fails its schema (nothing is sent). */
export type ApiErrorKind = ApiNoticeKind | 'aborted' | 'invalid';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code: number | undefined;
  readonly path: string;
  /** The parsed envelope, for kind 'server' and 'session'. */
  readonly response: Envelope | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    path: string;
    code?: number;
    response?: Envelope;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.code = init.code;
    this.path = init.path;
    this.response = init.response;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
