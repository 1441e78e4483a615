/**
 * Server codes of the business calls (decision 0005). 0 is success and 10004 an invalid session,
 * as in docs/product.md#errors; these are the rest.
 */
export const BusinessErrorCode = Object.freeze({
  /** The signed-in user lacks the role (admin-only calls) or does not own the record (invite). */
  FORBIDDEN: 20001,
  /** No record with that id for this user. */
  NOT_FOUND: 20002,
  /** The payload fails its schema or a rule; the message names the field (shared with the core mock). */
  INVALID_PARAMS: 400,
  /** The action does not fit the record's state (pay a cancelled order, reply to a closed work order). */
  INVALID_STATE: 20004,
  /** Paying an order that is paid already (another tab or device paid it first); nothing is charged. */
  ALREADY_PAID: 20005,
  /** Paying or withdrawing more than the available balance. */
  INSUFFICIENT_BALANCE: 21001,
  /** An order in an invoice request is not paid or already invoiced. */
  NOT_INVOICEABLE: 21002,
  /** Purchase of an edition whose price is negotiable. */
  NEGOTIABLE_PRICE: 22001,
  /** Upload type not png, jpg, gif, jpeg, pdf or doc. */
  FILE_TYPE_NOT_ALLOWED: 23001,
  /** Upload of 10 MB or more (UPLOAD_MAX_BYTES). */
  FILE_TOO_LARGE: 23002,
  /** Multipart body without a `file` part. */
  FILE_MISSING: 23003,
  /** Upload of zero bytes. */
  FILE_EMPTY: 23004,
  /** The content is not what the name says (an executable named .pdf, a PNG named .pdf). */
  FILE_CONTENT_MISMATCH: 23005,
  /** Invitation code unknown, expired or already used. */
  INVITE_INVALID: 24001,
} as const);

/**
 * Refusals that say the record changed since the caller read it (paid elsewhere, another state, a
 * lower balance): a mutation hook refreshes the reads it would refresh after a success.
 */
export const STALE_VIEW_CODES: ReadonlySet<number> = new Set([
  BusinessErrorCode.INVALID_STATE,
  BusinessErrorCode.ALREADY_PAID,
  BusinessErrorCode.INSUFFICIENT_BALANCE,
]);

export type BusinessErrorCodeValue = (typeof BusinessErrorCode)[keyof typeof BusinessErrorCode];
