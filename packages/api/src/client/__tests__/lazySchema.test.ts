import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { lazySchema } from '../lazySchema';

describe('lazySchema', () => {
  it('builds the schema on first use, once, and parses as the schema itself', () => {
    const build = vi.fn(() => z.object({ id: z.int().check(z.positive()), name: z.string() }));
    const item = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(z.safeParse(item, { id: 3, name: 'a' })).toEqual({ success: true, data: { id: 3, name: 'a' } });
    expect(item.safeParse({ id: -1, name: 'a' }).success).toBe(false);
    expect(item.shape.name).toBeDefined();
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('can stand inside other schemas, lazy or not, and is built only when they parse', () => {
    const build = vi.fn(() => z.iso.datetime());
    const instant = lazySchema(build);
    const record = lazySchema(() => z.object({ at: instant }));
    const list = z.array(record);
    const detail = lazySchema(() => z.extend(record, { note: z.optional(z.string()) }));
    expect(build).not.toHaveBeenCalled();

    expect(list.safeParse([{ at: '2026-03-04T08:15:00.000Z' }]).success).toBe(true);
    expect(list.safeParse([{ at: 'yesterday' }]).success).toBe(false);
    expect(detail.parse({ at: '2026-03-04T08:15:00.000Z', note: 'x' })).toEqual({
      at: '2026-03-04T08:15:00.000Z',
      note: 'x',
    });
    expect(build).toHaveBeenCalledTimes(1);
    expect(record instanceof z.ZodMiniObject).toBe(true);
  });

  it('carries the metadata zod keeps by identity, so JSON Schema keeps descriptions and ids', () => {
    const amount = lazySchema(() => z.number().check(z.describe('Amount in yuan')));
    const shared = lazySchema(() => z.object({ amount }).check(z.meta({ id: 'Shared' })));
    const json = z.toJSONSchema(z.object({ a: shared, b: shared })) as unknown as {
      properties: Record<string, { $ref?: string }>;
      $defs: Record<string, { properties: { amount: { description?: string } } }>;
    };
    expect(json.properties.a?.$ref).toBe('#/$defs/Shared');
    expect(json.$defs.Shared?.properties.amount.description).toBe('Amount in yuan');
  });

  it('lets object spread, keys and descriptors see the built schema', () => {
    const fields = { page: lazySchema(() => z.int()) };
    const request = z.object({ ...fields, size: z.int() });
    expect(Object.keys(request.shape)).toEqual(['page', 'size']);
    const real = lazySchema(() => z.string());
    expect(Object.getOwnPropertyDescriptor(real, '_zod')?.value).toBe(real._zod);
    expect(Reflect.ownKeys(real)).toContain('_zod');
  });
});
