export interface Envelope<T = unknown> {
  code: number;
  msg?: string | null;
  message?: string | null;
  data?: T;
  /** The id the server gave this request (support finds its log line by it); optional. */
  requestId?: string;
}

/** Code 0 means success (docs/product.md#errors). */
export const SUCCESS_CODE = 0;
/** Code 10004 means the session is no longer valid (docs/product.md#errors). */
export const SESSION_INVALID_CODE = 10004;
/** Code 500 is shown even while other errors are being held back (docs/product.md#errors). */
export const SERVER_ERROR_CODE = 500;

/** The message a server gave, or undefined. */
export function envelopeMessage(envelope: Envelope): string | undefined {
  const text = envelope.msg ?? envelope.message;
  return text ? text : undefined;
}
