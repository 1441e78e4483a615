import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createClient, HTTP_TIMEOUT_MS, type ClientOptions } from './client';
import { defineEndpoint } from './endpoint';
import { ApiError, type ApiNotice } from './errors';

const BASE = 'http://api.test';

const item = defineEndpoint({
  id: 'test.item',
  method: 'GET',
  path: '/t/item/{id}',
  request: z.object({ id: z.number(), lang: z.optional(z.string()) }),
  response: z.object({ id: z.number(), name: z.string() }),
  summary: 'test',
  tags: ['test'],
});
const save = defineEndpoint({
  id: 'test.save',
  method: 'POST',
  path: '/t/save',
  request: z.object({ name: z.string().check(z.trim(), z.minLength(1)) }),
  response: z.object({ saved: z.boolean() }),
  summary: 'test',
  tags: ['test'],
});
const signIn = defineEndpoint({
  id: 'test.login',
  method: 'POST',
  path: '/t/login',
  request: z.object({ username: z.string() }),
  response: z.object({ token: z.string() }),
  auth: false,
  loading: false,
  summary: 'test',
  tags: ['test'],
});

/** The next answers of /t/save, in order (the last one repeats). */
function answers(...bodies: Array<Record<string, unknown>>) {
  let i = 0;
  server.use(
    http.post(`${BASE}/t/save`, () => {
      const body = bodies[Math.min(i, bodies.length - 1)];
      i += 1;
      return HttpResponse.json(body);
    }),
  );
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(extra: Partial<ClientOptions> = {}) {
  const notify = vi.fn<(n: ApiNotice) => void>();
  const onSessionInvalid = vi.fn<(n: ApiNotice) => void>();
  const onLoading = vi.fn();
  const client = createClient({
    baseURL: BASE,
    getToken: () => 'tok-1',
    notify,
    onSessionInvalid,
    onLoading,
    ...extra,
  });
  return { client, notify, onSessionInvalid, onLoading };
}

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to reject');
};

describe('request', () => {
  it('sends the Bearer token, path parameters and the rest of a GET input as the query', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(`${BASE}/t/item/:id`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ code: 0, data: { id: 7, name: 'seven' } });
      }),
    );
    const { client } = setup();
    await expect(client.call(item, { id: 7, lang: 'zh' })).resolves.toEqual({ id: 7, name: 'seven' });
    expect(seen?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(new URL(seen!.url).pathname).toBe('/t/item/7');
    expect(new URL(seen!.url).searchParams.get('lang')).toBe('zh');
  });

  it('sends a POST input as a JSON body (after the schema ran) and no Authorization without a token', async () => {
    let body: unknown;
    let auth: string | null = 'unset';
    server.use(
      http.post(`${BASE}/t/save`, async ({ request }) => {
        body = await request.json();
        auth = request.headers.get('Authorization');
        return HttpResponse.json({ code: 0, data: { saved: true } });
      }),
    );
    const { client } = setup({ getToken: () => null });
    await client.call(save, { name: '  trimmed  ' });
    expect(body).toEqual({ name: 'trimmed' });
    expect(auth).toBeNull();
  });

  it('rejects an input that breaks its schema without sending anything', async () => {
    const { client, notify } = setup();
    const error = await rejection(client.call(save, { name: '   ' }));
    expect(error.kind).toBe('invalid');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('error policy (docs/product.md#errors)', () => {
  it('code 0 is success and resets the error counter', async () => {
    answers(
      { code: 7, msg: 'first' },
      { code: 8, msg: 'held back' },
      { code: 0, data: { saved: true } },
      { code: 9, msg: 'shown again' },
    );
    const { client, notify } = setup();
    await rejection(client.call(save, { name: 'a' }));
    await rejection(client.call(save, { name: 'a' }));
    expect(client.errorCount).toBe(2);
    await expect(client.call(save, { name: 'a' })).resolves.toEqual({ saved: true });
    expect(client.errorCount).toBe(0);
    await rejection(client.call(save, { name: 'a' }));
    expect(notify.mock.calls.map(([n]) => n.message)).toEqual(['first', 'shown again']);
  });

  it('10004 clears the session and shows the message once for five concurrent answers', async () => {
    answers({ code: 10004, msg: '登录已过期' });
    const { client, notify, onSessionInvalid } = setup();
    const errors = await Promise.all(
      Array.from({ length: 5 }, () => rejection(client.call(save, { name: 'a' }))),
    );
    expect(errors.every((e) => e.kind === 'session' && e.code === 10004)).toBe(true);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      kind: 'session',
      code: 10004,
      message: '登录已过期',
      path: '/t/save',
      durationMs: 5000,
    });
  });

  it("10004 without a message shows 'Error', and signals again after a later success", async () => {
    answers(
      { code: 10004 },
      { code: 10004 },
      { code: 0, data: { saved: true } },
      { code: 10004, message: 'again' },
    );
    const { client, notify, onSessionInvalid } = setup();
    await rejection(client.call(save, { name: 'a' }));
    await rejection(client.call(save, { name: 'a' }));
    await client.call(save, { name: 'a' });
    await rejection(client.call(save, { name: 'a' }));
    expect(onSessionInvalid).toHaveBeenCalledTimes(2);
    expect(notify.mock.calls.map(([n]) => n.message)).toEqual(['Error', 'again']);
  });

  it('another non-zero code is shown while the counter is zero and the response is returned', async () => {
    answers({ code: 4001, msg: '余额不足', data: { balance: 3 } });
    const { client, notify } = setup();
    const error = await rejection(client.call(save, { name: 'a' }));
    expect(error).toMatchObject({ kind: 'server', code: 4001, message: '余额不足' });
    expect(error.response).toEqual({ code: 4001, msg: '余额不足', data: { balance: 3 } });
    await expect(client.callRaw(save, { name: 'a' })).resolves.toEqual({
      code: 4001,
      msg: '余额不足',
      data: { balance: 3 },
    });
    // Only the first of the two was shown: the counter was above zero for the second.
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      kind: 'server',
      code: 4001,
      message: '余额不足',
      path: '/t/save',
      durationMs: 5000,
    });
  });

  it("a non-zero code without msg or message shows 'Error'", async () => {
    answers({ code: 4002 });
    const { client, notify } = setup();
    await rejection(client.call(save, { name: 'a' }));
    expect(notify.mock.calls[0]?.[0].message).toBe('Error');
  });

  it('code 500 is shown even when the counter is above zero', async () => {
    answers({ code: 4001, msg: 'first' }, { code: 4003, msg: 'hidden' }, { code: 500, msg: '服务器错误' });
    const { client, notify } = setup();
    for (let i = 0; i < 3; i += 1) await rejection(client.call(save, { name: 'a' }));
    expect(notify.mock.calls.map(([n]) => [n.code, n.message])).toEqual([
      [4001, 'first'],
      [500, '服务器错误'],
    ]);
  });

  it('a network failure is shown and rejects', async () => {
    server.use(http.post(`${BASE}/t/save`, () => HttpResponse.error()));
    const { client, notify } = setup();
    const error = await rejection(client.call(save, { name: 'a' }));
    expect(error.kind).toBe('network');
    expect(notify).toHaveBeenCalledWith({ kind: 'network', path: '/t/save', durationMs: 5000 });
  });

  it('an HTTP failure is shown with its status and rejects', async () => {
    server.use(http.post(`${BASE}/t/save`, () => new HttpResponse('Bad gateway', { status: 502 })));
    const { client, notify } = setup();
    const error = await rejection(client.call(save, { name: 'a' }));
    expect(error).toMatchObject({ kind: 'http', code: 502 });
    expect(notify).toHaveBeenCalledWith({ kind: 'http', code: 502, path: '/t/save', durationMs: 5000 });
  });

  it('gives up after 50 000 ms by default with a timeout failure', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(50_000);
    server.use(
      http.post(`${BASE}/t/save`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0, data: { saved: true } });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { client, notify } = setup();
      let settled = false;
      const pending = rejection(client.call(save, { name: 'a' })).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect(error.message).toMatch(/no answer within 50000 ms/);
      expect(notify).toHaveBeenCalledWith({ kind: 'timeout', path: '/t/save', durationMs: 5000 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer that is not JSON is a malformed failure, not a crash', async () => {
    server.use(http.post(`${BASE}/t/save`, () => HttpResponse.text('<html>proxy error</html>')));
    const { client, notify } = setup();
    const error = await rejection(client.call(save, { name: 'a' }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/not JSON/);
    expect(notify).toHaveBeenCalledWith({ kind: 'malformed', path: '/t/save', durationMs: 5000 });
  });

  it('an answer that is not the envelope is a malformed failure', async () => {
    answers({ ok: true, result: { saved: true } });
    const { client } = setup();
    const error = await rejection(client.call(save, { name: 'a' }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/not the \{ code, msg, data \} envelope/);
  });

  it('data that does not match the schema is a malformed failure naming the field', async () => {
    answers({ code: 0, data: { saved: 'yes' } });
    const { client, notify } = setup();
    const error = await rejection(client.call(save, { name: 'a' }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/POST \/t\/save: data does not match the schema.*saved/);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it("a call the caller cancels rejects with kind 'aborted' and shows nothing", async () => {
    server.use(
      http.post(`${BASE}/t/save`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0 });
      }),
    );
    const { client, notify } = setup();
    const controller = new AbortController();
    const pending = rejection(client.call(save, { name: 'a' }, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(notify).not.toHaveBeenCalled();
  });

  it("the client's own signal cancels its calls and files in flight, and every later one, showing nothing", async () => {
    server.use(
      http.post(`${BASE}/t/save`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0 });
      }),
      http.get(`${BASE}/t/file`, async () => {
        await delay('infinite');
        return new HttpResponse('x');
      }),
    );
    const owner = new AbortController();
    const { client, notify } = setup({ signal: owner.signal });
    const call = rejection(client.call(save, { name: 'a' }, { signal: new AbortController().signal }));
    const file = rejection(client.file('/t/file'));
    owner.abort();
    expect((await call).kind).toBe('aborted');
    expect((await file).kind).toBe('aborted');
    expect((await rejection(client.call(save, { name: 'b' }))).kind).toBe('aborted');
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('loading overlay', () => {
  it('reports start and end around every call, also a failing one', async () => {
    answers({ code: 4001, msg: 'x' });
    const { client, onLoading } = setup();
    await rejection(client.call(save, { name: 'a' }));
    expect(onLoading.mock.calls).toEqual([
      ['start', { id: 'test.save', path: '/t/save' }],
      ['end', { id: 'test.save', path: '/t/save' }],
    ]);
  });

  it('is not reported for a call marked loading: false (the three login calls)', async () => {
    server.use(http.post(`${BASE}/t/login`, () => HttpResponse.json({ code: 0, data: { token: 't' } })));
    const { client, onLoading } = setup();
    await client.call(signIn, { username: 'u' });
    expect(onLoading).not.toHaveBeenCalled();
  });
});

describe('the request id a support desk can find (issue 39)', () => {
  it('comes with the message and the error: the header, or the envelope when it names one', async () => {
    const { client, notify } = setup();
    server.use(
      http.post(`${BASE}/t/save`, () =>
        HttpResponse.json({ code: 20001, msg: 'Busy' }, { headers: { 'X-Request-Id': 'from-header-0001' } }),
      ),
    );
    const refused = await client.call(save, { name: 'a' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).requestId).toBe('from-header-0001');
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ message: 'Busy', requestId: 'from-header-0001' }),
    );

    server.use(
      http.post(`${BASE}/t/save`, () =>
        HttpResponse.json(
          { code: 500, msg: 'Down', requestId: 'from-envelope-02' },
          { headers: { 'X-Request-Id': 'from-header-0002' } },
        ),
      ),
    );
    const down = await client.call(save, { name: 'a' }).catch((e: unknown) => e);
    expect((down as ApiError).requestId).toBe('from-envelope-02');
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ requestId: 'from-envelope-02' }));
  });

  it('comes with an HTTP failure too, and is absent when the server gives none', async () => {
    const { client, notify } = setup();
    server.use(
      http.post(`${BASE}/t/save`, () =>
        HttpResponse.json({ code: 502 }, { status: 502, headers: { 'X-Request-Id': 'nginx-id-0003' } }),
      ),
    );
    const failed = await client.call(save, { name: 'a' }).catch((e: unknown) => e);
    expect((failed as ApiError).requestId).toBe('nginx-id-0003');
    expect(notify).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'http', requestId: 'nginx-id-0003' }),
    );

    answers({ code: 20001, msg: 'Busy', requestId: 42 });
    const odd = await client.call(save, { name: 'a' }).catch((e: unknown) => e);
    expect((odd as ApiError).kind).toBe('server');
    expect((odd as ApiError).requestId).toBeUndefined();
  });
});
