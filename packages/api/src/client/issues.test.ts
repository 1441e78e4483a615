import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { envelopeSchema } from './envelopeSchema';
import { describeIssues, parseEnvelope } from './issues';

// client.ts checks envelopes and prints issues without zod's runtime; these must agree with zod.
describe('client checks without zod at start', () => {
  it('prints issues as z.prettifyError does, on one line', () => {
    const schema = z.object({ name: z.string(), list: z.array(z.object({ 'a-b': z.number() })) });
    const result = schema.safeParse({ name: 1, list: [{ 'a-b': 'x' }] });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(describeIssues(result.error)).toBe(z.prettifyError(result.error).replace(/\n/g, '; '));
  });

  it.each([
    { code: 0, msg: 'ok', data: { a: 1 } },
    { code: 10004, message: null },
    { code: 0, msg: undefined, extra: 'dropped' },
    { code: 1.5 },
    { msg: 'no code' },
    { code: 0, msg: 3 },
    'text',
    null,
    [1],
  ])('accepts and rejects envelopes as envelopeSchema does: %j', (json) => {
    const mine = parseEnvelope(json);
    const zods = envelopeSchema.safeParse(json);
    expect(mine.success).toBe(zods.success);
    if (mine.success && zods.success) expect(mine.data).toEqual(zods.data);
  });
});
