// The tolerant reader's primitives (client/schemas.ts, decision 0085): each variation a backend
// commonly sends is read, garbage is refused; and the session's user info signs in with only the
// four fields the spec names.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { getUserInfo } from '../session/endpoints';
import { listOrders } from '../orders/endpoints';
import { createClient } from './client';
import { ApiError } from './errors';
import {
  amount,
  answerId,
  bool,
  date,
  int,
  list,
  num,
  openEnum,
  opt,
  optionalText,
  page,
  readDate,
  text,
} from './schemas';

const ok = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`refused ${JSON.stringify(value)}: ${result.error.message}`);
  return result.data;
};
const refused = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success === false;

describe('tolerant primitives', () => {
  it('num and int read a JSON number or a numeric string, and refuse other text', () => {
    expect(ok(num, 12.5)).toBe(12.5);
    expect(ok(num, '12.5')).toBe(12.5);
    expect(ok(num, ' -3 ')).toBe(-3);
    expect(ok(int, '42')).toBe(42);
    expect(ok(answerId, '7')).toBe(7);
    expect(refused(num, 'twelve')).toBe(true);
    expect(refused(num, '')).toBe(true);
    expect(refused(num, null)).toBe(true);
    expect(refused(int, '4.5')).toBe(true);
    expect(refused(answerId, '0')).toBe(true);
  });

  it('amount reads money as a number or a string, at most two decimals', () => {
    expect(ok(amount, 1280.5)).toBe(1280.5);
    expect(ok(amount, '1280.50')).toBe(1280.5);
    expect(ok(amount, '0.10')).toBe(0.1);
    expect(refused(amount, '1.234')).toBe(true);
    expect(refused(amount, '¥12')).toBe(true);
  });

  it('text reads null as empty and a number as its digits; optionalText reads null and "" as missing', () => {
    expect(ok(text, 'abc')).toBe('abc');
    expect(ok(text, null)).toBe('');
    expect(ok(text, 2026)).toBe('2026');
    expect(refused(text, { a: 1 })).toBe(true);
    expect(ok(optionalText, undefined)).toBeUndefined();
    expect(ok(optionalText, null)).toBeUndefined();
    expect(ok(optionalText, '')).toBeUndefined();
    expect(ok(optionalText, 'x')).toBe('x');
  });

  it('date reads ISO text, other date text, epoch milliseconds and 10-digit epoch seconds', () => {
    const iso = '2026-03-04T08:15:00.000Z';
    const ms = Date.parse(iso);
    expect(ok(date, iso)).toBe(iso);
    expect(ok(date, '2026-03-04T08:15:00Z')).toBe(iso);
    expect(ok(date, ms)).toBe(iso);
    expect(ok(date, String(ms))).toBe(iso);
    expect(ok(date, ms / 1000)).toBe(iso);
    expect(ok(date, String(ms / 1000))).toBe(iso);
    expect(refused(date, 'not a date')).toBe(true);
    expect(refused(date, '')).toBe(true);
    expect(refused(date, null)).toBe(true);
    expect(readDate(Number.NaN)).toBeUndefined();
  });

  it('bool reads true/false, 1/0 and "true"/"false"', () => {
    expect(ok(bool, true)).toBe(true);
    expect(ok(bool, 0)).toBe(false);
    expect(ok(bool, 'true')).toBe(true);
    expect(refused(bool, 'yes')).toBe(true);
  });

  it('openEnum keeps a known value and a value it does not know, as it came', () => {
    const status = openEnum(['paid', 'pending']);
    expect(ok(status, 'paid')).toBe('paid');
    expect(ok(status, 'partially_refunded')).toBe('partially_refunded');
    expect(ok(status, 3)).toBe('3');
    expect(refused(status, '')).toBe(true);
    expect(refused(status, null)).toBe(true);
  });

  it('opt reads missing and null as undefined; list reads them as the empty list', () => {
    const shape = z.object({ n: opt(int), xs: list(int) });
    expect(ok(shape, {})).toEqual({ xs: [] });
    expect(ok(shape, { n: null, xs: null })).toEqual({ n: undefined, xs: [] });
    expect(ok(shape, { n: '3', xs: ['1', 2] })).toEqual({ n: 3, xs: [1, 2] });
    expect(refused(shape, { xs: 'many' })).toBe(true);
  });

  it('an object ignores the fields it does not know', () => {
    const row = z.object({ id: answerId });
    expect(ok(row, { id: 1, somethingNew: { deep: true } })).toEqual({ id: 1 });
  });
});

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answering = (path: string, data: unknown) =>
  server.use(http.all(`${BASE}${path}`, () => HttpResponse.json({ code: 0, msg: 'ok', data })));
const client = () => createClient({ baseURL: BASE, getToken: () => 'token' });

describe('user info (GET /client/user/info)', () => {
  it('signs in with only the four fields the spec names', async () => {
    answering('/client/user/info', {
      roles: ['customer'],
      name: 'Demo',
      avatar: 'https://example.com/a.png',
      introduction: '',
    });
    const info = await getUserInfo(client(), { token: 'token' });
    expect(info.roles).toEqual(['customer']);
    expect(info.name).toBe('Demo');
    expect(info.buttons).toEqual([]);
    expect(info.dealtcount).toBeUndefined();
  });

  it('still refuses empty roles and no data with the spec messages', async () => {
    answering('/client/user/info', { roles: [], name: 'Demo' });
    await expect(getUserInfo(client(), { token: 'token' })).rejects.toMatchObject({
      kind: 'refused',
      reason: 'rolesRequired',
      message: 'getInfo: roles must be a non-null array!',
    });
    answering('/client/user/info', null);
    await expect(getUserInfo(client(), { token: 'token' })).rejects.toMatchObject({
      kind: 'refused',
      reason: 'verificationFailed',
    });
  });
});

describe('a business list read tolerantly', () => {
  it('reads numeric strings, string money, null, epoch dates, unknown enums and fields', async () => {
    answering('/client/order/page', {
      list: [
        {
          id: '3',
          orderNo: null,
          status: 'partially_refunded',
          amount: '1280.50',
          createdAt: 1_772_612_100_000,
          paidAt: 1_772_612_100,
          brandNew: 'ignored',
        },
      ],
      total: '1',
    });
    const answer = await listOrders(client(), { pageNum: 1, pageSize: 10 });
    expect(answer.total).toBe(1);
    expect(answer.list[0]).toEqual({
      id: 3,
      status: 'partially_refunded',
      amount: 1280.5,
      createdAt: '2026-03-04T08:15:00.000Z',
      paidAt: '2026-03-04T08:15:00.000Z',
    });
  });

  it('an answer that cannot be used is still malformed', async () => {
    answering('/client/order/page', { list: [{ orderNo: 'no id' }], total: 1 });
    const failure = await listOrders(client(), { pageNum: 1, pageSize: 10 }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).kind).toBe('malformed');
  });
});

describe('page()', () => {
  it('requires total, and reads a missing list as none', () => {
    const p = page(z.object({ id: answerId }));
    expect(ok(p, { total: 0 })).toEqual({ list: [], total: 0 });
    expect(refused(p, { list: [] })).toBe(true);
  });
});
