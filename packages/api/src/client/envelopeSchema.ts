import * as z from 'zod/mini';

/**
 * docs/product.md#calls: every answer is `{ code, msg | message, data }`. The client checks with
 * `parseEnvelope` of issues.ts, which agrees with this, so zod is not needed at start.
 */
export const envelopeSchema = z.object({
  code: z.int(),
  msg: z.nullish(z.string()),
  message: z.nullish(z.string()),
  data: z.optional(z.unknown()),
  requestId: z.optional(z.string()),
});
