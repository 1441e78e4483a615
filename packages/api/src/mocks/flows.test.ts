// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as api from '../index';
import { createClient, type ApiClient, type ClientOptions } from '../client/client';
import type { ApiError } from '../client/errors';
import { DEMO_USERS, expireToken } from './db';
import { faults, FAULTS_STORAGE_KEY } from './lib/faults';
import { resetMockDb, server } from './node';
import { signedWalletLogin } from './wallet/testing';
// The wallet sign-in loads ethers and siwe on first use (verify.ts, testing.ts); loaded here, with
// the file, so a cold load on a busy machine is not counted against a test's time.
import 'ethers';
import 'siwe';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockDb();
  delete window.__mockFaults;
  localStorage.removeItem(FAULTS_STORAGE_KEY);
});
afterAll(() => server.close());

const BASE = 'http://mock.test';

function signedIn(token: string | null = DEMO_USERS.customer.token, extra: Partial<ClientOptions> = {}) {
  const session = { token };
  const notify = vi.fn();
  const onSessionInvalid = vi.fn(() => (session.token = null));
  const client: ApiClient = createClient({
    baseURL: BASE,
    getToken: () => session.token,
    notify,
    onSessionInvalid,
    ...extra,
  });
  return { client, session, notify, onSessionInvalid };
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: ApiError) => error,
  );

describe('messages keep their state', () => {
  it('reading an unread notice lowers the unread count by one, once', async () => {
    const { client } = signedIn();
    const before = await api.getNotReadCount(client);
    const unread = await api.getMessagePage(client, { pageNum: 1, pageSize: 5, state: 0 });
    expect(unread.total).toBe(before);
    const target = unread.list[0]!;
    await api.getMessageDetail(client, { id: target.id });
    expect(await api.getNotReadCount(client)).toBe(before - 1);
    await api.getMessageDetail(client, { id: target.id });
    expect(await api.getNotReadCount(client)).toBe(before - 1);
    const page = await api.getMessagePage(client, { pageNum: 1, pageSize: 5, state: 0 });
    expect(page.list.map((m) => m.id)).not.toContain(target.id);
  });

  it('mark all read brings the count to zero; one marked unread brings it to one', async () => {
    const { client } = signedIn();
    expect(await api.getNotReadCount(client)).toBeGreaterThan(0);
    await api.editMessageState(client, { all: true, state: 1 });
    expect(await api.getNotReadCount(client)).toBe(0);
    const { list } = await api.getMessagePage(client, { pageNum: 1, pageSize: 1 });
    await api.editMessageState(client, { ids: [list[0]!.id], state: 0 });
    expect(await api.getNotReadCount(client)).toBe(1);
  });

  it('pages and filters are real: totals add up by type, and pages do not overlap', async () => {
    const { client } = signedIn();
    const all = await api.getMessagePage(client, { pageNum: 1, pageSize: 10 });
    const types = await api.getMessageTypes(client, {});
    let sum = 0;
    for (const t of types)
      sum += (await api.getMessagePage(client, { pageNum: 1, pageSize: 1, typeId: t.id })).total;
    expect(sum).toBe(all.total);
    const second = await api.getMessagePage(client, { pageNum: 2, pageSize: 10 });
    expect(second.list.some((m) => all.list.some((n) => n.id === m.id))).toBe(false);
  });

  it('a user sees only their own notices', async () => {
    const admin = signedIn(DEMO_USERS.admin.token).client;
    const demo = signedIn().client;
    const { list } = await api.getMessagePage(admin, { pageNum: 1, pageSize: 1 });
    const error = await failure(api.getMessageDetail(demo, { id: list[0]!.id }));
    expect(error).toMatchObject({ kind: 'server', code: 404 });
  });
});

describe('passwords', () => {
  it('after editPassword the old password no longer signs in and the new one does', async () => {
    const { client } = signedIn();
    await api.editPassword(client, { oldPassword: 'demo123', newPassword: 'newpass1' });
    const anonymous = signedIn(null).client;
    const error = await failure(api.login(anonymous, { username: 'demo', password: 'demo123' }));
    expect(error).toMatchObject({ kind: 'server', code: 10001, message: '用户名或密码错误' });
    await expect(api.login(anonymous, { username: 'demo', password: 'newpass1' })).resolves.toHaveProperty(
      'token',
    );
  });

  it.each([
    ['abc12', 'too short'],
    ['abcdefg1234567', 'too long'],
    ['abcdefgh', 'no digit'],
    ['12345678', 'no letter'],
    ['abc_1234', 'not only letters and digits'],
  ])('editPassword refuses %s (%s) with the rule message and keeps the old password', async (newPassword) => {
    const { client } = signedIn();
    const error = await failure(api.editPassword(client, { oldPassword: 'demo123', newPassword }));
    expect(error).toMatchObject({ code: 400, message: '6-12位，数字、字母组合' });
    await expect(
      api.login(signedIn(null).client, { username: 'demo', password: 'demo123' }),
    ).resolves.toBeTruthy();
  });

  it('editPassword refuses a wrong old password', async () => {
    const { client } = signedIn();
    await expect(
      failure(api.editPassword(client, { oldPassword: 'nope123', newPassword: 'abc12345' })),
    ).resolves.toMatchObject({
      code: 10001,
    });
  });

  it('setPassword applies the same rule and refuses an account that already has a password', async () => {
    const wallet = signedIn(null);
    const { token } = await api.loginAddress(
      wallet.client,
      await signedWalletLogin(wallet.client, { domain: 'mock.test' }),
    );
    wallet.session.token = token;
    await expect(failure(api.setPassword(wallet.client, { newPassword: 'short' }))).resolves.toMatchObject({
      code: 400,
    });
    await expect(
      failure(api.setPassword(signedIn().client, { newPassword: 'abc12345' })),
    ).resolves.toMatchObject({
      code: 10003,
    });
  });
});

describe('sessions', () => {
  it('a console call without a token answers 10004, which clears the session once', async () => {
    const { client, onSessionInvalid, notify } = signedIn(null);
    const errors = await Promise.all([
      failure(api.getNotReadCount(client)),
      failure(api.getUserDetail(client)),
      failure(api.getMessagePage(client, { pageNum: 1, pageSize: 10 })),
    ]);
    expect(errors.map((e) => e.code)).toEqual([10004, 10004, 10004]);
    expect(onSessionInvalid).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('an expired or unknown token answers 10004', async () => {
    const anonymous = signedIn(null).client;
    const { token } = await api.login(anonymous, { username: 'admin', password: 'admin123' });
    const { client } = signedIn(token);
    await expect(api.getNotReadCount(client)).resolves.toEqual(expect.any(Number));
    expireToken(token);
    await expect(failure(api.getNotReadCount(client))).resolves.toMatchObject({ kind: 'session' });
    await expect(failure(api.getNotReadCount(signedIn('made-up').client))).resolves.toMatchObject({
      code: 10004,
    });
  });

  it('logout ends a login token but never the demo tokens', async () => {
    const { token } = await api.login(signedIn(null).client, { username: 'demo', password: 'demo123' });
    const mine = signedIn(token).client;
    await api.logout(mine);
    await expect(failure(api.getNotReadCount(mine))).resolves.toMatchObject({ code: 10004 });
    const demo = signedIn(DEMO_USERS.customer.token).client;
    await api.logout(demo);
    await expect(api.getNotReadCount(demo)).resolves.toEqual(expect.any(Number));
  });

  it('the demo tokens belong to the two demo users', async () => {
    const admin = await api.getUserInfo(signedIn(DEMO_USERS.admin.token).client, {
      token: DEMO_USERS.admin.token,
    });
    const demo = await api.getUserInfo(signedIn().client, { token: DEMO_USERS.customer.token });
    expect(admin).toMatchObject({ roles: ['admin'], name: '系统管理员' });
    expect(demo).toMatchObject({ roles: ['customer'], name: 'Alex Morgan' });
  });

  it('wallet login creates a customer once and signs the same account in again; sign-ins are logged', async () => {
    const anonymous = signedIn(null).client;
    const body = await signedWalletLogin(anonymous, { domain: 'mock.test' });
    const first = await api.loginAddress(anonymous, body);
    const next = await signedWalletLogin(anonymous, { domain: 'mock.test' });
    const again = await api.loginAddress(anonymous, { ...next, address: next.address.toLowerCase() });
    const a = await api.getUserInfo(signedIn(first.token).client, { token: first.token });
    const b = await api.getUserInfo(signedIn(again.token).client, { token: again.token });
    expect(a?.userId).toBe(b?.userId);
    expect(a?.roles).toEqual(['customer']);
    const log = await api.getLoginLogPage(signedIn(first.token).client, { pageNum: 1, pageSize: 10 });
    expect(log.list.filter((l) => l.method === 'wallet')).toHaveLength(2);
    await expect(failure(api.loginAddress(anonymous, { ...body, signature: '' }))).resolves.toMatchObject({
      kind: 'invalid',
    });
  });
});

describe('fault switches', () => {
  it('a given code on a given path, set in code', async () => {
    faults.set({ code: { path: '/client/user/message/getNotReadCount', code: 500, msg: '服务繁忙' } });
    const { client, notify } = signedIn();
    await expect(failure(api.getNotReadCount(client))).resolves.toMatchObject({
      code: 500,
      message: '服务繁忙',
    });
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ kind: 'server', code: 500 }));
    await expect(api.getUserDetail(client)).resolves.toBeTruthy();
  });

  it('malformed data on a path with {id}, set through window.__mockFaults', async () => {
    window.__mockFaults = { malformed: { path: '/client/user/message/detail/{id}', kind: 'data' } };
    const { client } = signedIn();
    await expect(failure(api.getMessageDetail(client, { id: 1 }))).resolves.toMatchObject({
      kind: 'malformed',
    });
    window.__mockFaults = { malformed: '/client/user/detail' };
    await expect(failure(api.getUserDetail(client))).resolves.toMatchObject({ kind: 'malformed' });
  });

  it('network and HTTP failures, set through localStorage', async () => {
    localStorage.setItem(
      FAULTS_STORAGE_KEY,
      JSON.stringify({ network: '/client/user/detail', http: { path: '/client/user/getAuth', status: 503 } }),
    );
    const { client } = signedIn();
    await expect(failure(api.getUserDetail(client))).resolves.toMatchObject({ kind: 'network' });
    await expect(failure(api.getAuthInfo(client))).resolves.toMatchObject({ kind: 'http', code: 503 });
  });

  it('slow answers: every call waits delayMs, and a short timeout turns it into a timeout', async () => {
    faults.set({ delayMs: 300 });
    const { client } = signedIn(DEMO_USERS.customer.token, { timeoutMs: 100 });
    await expect(failure(api.getNotReadCount(client))).resolves.toMatchObject({ kind: 'timeout' });
    const patient = signedIn().client;
    const started = Date.now();
    await api.getNotReadCount(patient);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('resetMockDb clears the in-code faults and restores the seeded data', async () => {
    const { client } = signedIn();
    const before = await api.getNotReadCount(client);
    await api.editMessageState(client, { all: true, state: 1 });
    faults.set({ code: { path: '*', code: 500 } });
    resetMockDb();
    expect(await api.getNotReadCount(client)).toBe(before);
  });
});
