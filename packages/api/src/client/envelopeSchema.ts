import { z } from 'zod';

/**
 * docs/product.md#calls: every answer is `{ code, msg | message, data }`. The client checks with
 * `parseEnvelope` of issues.ts, which agrees with this, so zod is not needed at start.
 */
export const envelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string().nullish(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});
