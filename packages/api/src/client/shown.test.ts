import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '../session/endpoints';
import { createClient } from './client';
import { ApiError, type ApiNotice } from './errors';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const info = {
  userId: 7,
  username: 'demo',
  roles: ['customer'],
  name: 'Demo',
  avatar: '',
  introduction: '',
  userphone: null,
  dealtcount: 0,
  buttons: [],
  chainId: null,
};

/** A client whose GET /client/user/info answers `body` (the last one repeats). */
function clientAnswering(...bodies: Array<Record<string, unknown>>) {
  let i = 0;
  server.use(
    http.get(`${BASE}/client/user/info`, () => HttpResponse.json(bodies[Math.min(i++, bodies.length - 1)])),
  );
  const notify = vi.fn<(n: ApiNotice) => void>();
  return { client: createClient({ baseURL: BASE, getToken: () => 't', notify }), notify };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('user info (docs/product.md#roles, docs/product.md#errors)', () => {
  it('resolves with a user that has roles', async () => {
    const { client } = clientAnswering({ code: 0, data: info });
    await expect(getUserInfo(client, { token: 't' })).resolves.toMatchObject({ roles: ['customer'] });
  });

  it.each([
    ['no data', null, 'verificationFailed', 'Verification failed, please Login again.'],
    ['empty roles', { ...info, roles: [] }, 'rolesRequired', 'getInfo: roles must be a non-null array!'],
    ['roles null', { ...info, roles: null }, 'rolesRequired', 'getInfo: roles must be a non-null array!'],
  ])('%s is refused with the spec message and shown by nobody yet', async (_, data, reason, message) => {
    const { client, notify } = clientAnswering({ code: 0, msg: 'success', data });
    const error = await rejection(getUserInfo(client, { token: 't' }));
    expect(error).toMatchObject({ kind: 'refused', reason, message, shown: false });
    expect(notify).not.toHaveBeenCalled();
  });

  it('other wrong data is still malformed, and shown', async () => {
    const { client, notify } = clientAnswering({ code: 0, data: { ...info, userId: 'x' } });
    const error = await rejection(getUserInfo(client, { token: 't' }));
    expect(error).toMatchObject({ kind: 'malformed', shown: true });
    expect(notify).toHaveBeenCalledTimes(1);
  });
});

describe('ApiError.shown', () => {
  it('is true for what the policy showed or held back, false for what the caller must explain', async () => {
    const { client, notify } = clientAnswering({ code: 4001, msg: 'first' }, { code: 4002, msg: 'held' });
    expect(await rejection(getUserInfo(client, { token: 't' }))).toMatchObject({
      kind: 'server',
      shown: true,
    });
    // Held back by the error counter (docs/product.md#errors): not shown, and not for the caller to show.
    expect(await rejection(getUserInfo(client, { token: 't' }))).toMatchObject({
      kind: 'server',
      shown: true,
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(await rejection(getUserInfo(client, { token: '' }))).toMatchObject({
      kind: 'invalid',
      shown: false,
    });
  });
});
