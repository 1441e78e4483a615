import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../index';
import { createClient, type ApiClient } from '../client/client';
import { DEMO_NODE_ACCOUNT, DEMO_USERS, MOCK_VERIFY_CODE } from './db';
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
});
afterAll(() => server.close());

const BASE = 'http://mock.test';
let token: string | null = DEMO_USERS.customer.token;
const client: ApiClient = createClient({ baseURL: BASE, getToken: () => token });
const code = MOCK_VERIFY_CODE;

/**
 * Every core endpoint function called against the mock backend: `client.call` parses the answer
 * with the endpoint's zod schema, so a mock answer that drifts from its schema fails here.
 */
describe('every core endpoint parses its mock answer', () => {
  it('session', async () => {
    token = null;
    const { token: fresh } = await api.login(client, { username: ' demo ', password: 'demo123' });
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    await expect(
      api.loginNode(client, { username: DEMO_NODE_ACCOUNT.username, password: DEMO_NODE_ACCOUNT.password }),
    ).resolves.toHaveProperty('token');
    await expect(
      api.loginAddress(client, await signedWalletLogin(client, { domain: 'mock.test' })),
    ).resolves.toHaveProperty('token');
    token = fresh;
    const info = await api.getUserInfo(client, { token: fresh });
    expect(info).toMatchObject({ username: 'demo', roles: ['customer'], name: 'Alex Morgan' });
    await expect(api.logout(client)).resolves.toBeNull();
    token = DEMO_USERS.customer.token;
  });

  it('node accounts sign in through /login/node only, the other accounts through /login only (decision 0087)', async () => {
    token = null;
    const node = { username: DEMO_NODE_ACCOUNT.username, password: DEMO_NODE_ACCOUNT.password };
    const { token: nodeToken } = await api.loginNode(client, node);
    token = nodeToken;
    await expect(api.getUserInfo(client, { token: nodeToken })).resolves.toMatchObject({
      username: 'node',
      roles: ['customer'],
      name: 'Node operator',
    });
    token = null;
    const refused = { kind: 'server', code: 10001 };
    await expect(api.login(client, node)).rejects.toMatchObject(refused);
    await expect(api.loginNode(client, { username: 'demo', password: 'demo123' })).rejects.toMatchObject(
      refused,
    );
    await expect(api.loginNode(client, { ...node, password: 'wrong123' })).rejects.toMatchObject(refused);
    token = DEMO_USERS.customer.token;
  });

  it('messages', async () => {
    const page = await api.getMessagePage(client, { pageNum: 1, pageSize: 20 });
    expect(page.list).toHaveLength(20);
    expect(page.total).toBeGreaterThan(200);
    const first = page.list[0]!;
    await expect(api.getMessageDetail(client, { id: first.id })).resolves.toMatchObject({
      id: first.id,
      state: 1,
    });
    await expect(api.editMessageState(client, { ids: [first.id], state: 0 })).resolves.toEqual({
      updated: 1,
    });
    const types = await api.getMessageTypes(client, {});
    expect(types.map((t) => t.code)).toContain('system');
    const receivers = await api.getReceiverPage(client, { pageNum: 1, pageSize: 5 });
    expect(receivers.total).toBeGreaterThan(0);
    const { id } = await api.createReceiver(client, {
      name: '李娜',
      mobile: '13511112222',
      email: 'lina@example.com',
      typeIds: [types[0]!.id],
      channels: ['site', 'email'],
    });
    await expect(
      api.editReceiver(client, {
        id: id!,
        name: 'Li Na',
        mobile: '13511112222',
        email: 'lina@example.com',
        typeIds: [1, 2],
        channels: ['sms'],
      }),
    ).resolves.toBeNull();
    await expect(api.deleteReceiver(client, { id: id! })).resolves.toBeNull();
    await expect(api.getNotReadCount(client)).resolves.toEqual(expect.any(Number));
  });

  it('user', async () => {
    await expect(
      api.editContact(client, {
        contactName: 'Alice',
        contactMobile: '13912345678',
        contactEmail: 'a@example.com',
      }),
    ).resolves.toBeNull();
    await expect(api.getUserDetail(client)).resolves.toMatchObject({
      username: 'demo',
      contactName: 'Alice',
    });
    await expect(api.getAuthInfo(client)).resolves.toMatchObject({ state: 'none' });
    await expect(
      api.submitAuth(client, { type: 'personal', realName: '陈爱丽', idNumber: '31010119900101123X' }),
    ).resolves.toBeNull();
    await expect(api.getAuthInfo(client)).resolves.toMatchObject({ state: 'pending', type: 'personal' });
    await expect(api.getBindInfo(client)).resolves.toMatchObject({
      mobile: '139****5678',
      hasPassword: true,
    });
    await expect(
      api.editPassword(client, { oldPassword: 'demo123', newPassword: 'demo456' }),
    ).resolves.toBeNull();
    await expect(api.sendVerifyMobileSms(client)).resolves.toEqual({
      target: '139****5678',
      resendAfterSeconds: 60,
    });
    const { ticket } = await api.checkVerifyMobileSms(client, { code });
    await expect(api.editUsernameMobile(client, { ticket, username: 'demo_user' })).resolves.toBeNull();
    await expect(api.sendNewMobileSms(client, { mobile: '13522223333' })).resolves.toHaveProperty('target');
    const second = await api.checkVerifyMobileSms(client, { code });
    await expect(
      api.editNewMobile(client, { ticket: second.ticket, mobile: '13522223333', code }),
    ).resolves.toBeNull();
    await expect(api.sendNewEmail(client, { email: 'new@example.com' })).resolves.toHaveProperty('target');
    await expect(api.editEmail(client, { email: 'new@example.com', code })).resolves.toBeNull();
    await expect(api.editHeadImg(client, { headImgUrl: 'data:image/png;base64,AAAA' })).resolves.toBeNull();
    await expect(api.sendMyselfEmail(client)).resolves.toEqual({
      target: 'ne***@example.com',
      resendAfterSeconds: 60,
    });
    await expect(api.verifyMyselfEmail(client, { code })).resolves.toHaveProperty('ticket');
    await expect(api.sendSecretInfoEmail(client)).resolves.toHaveProperty('target');
    const secret = await api.getSecretInfo(client, { code });
    expect(secret.appSecret).toHaveLength(64);
    await expect(api.sendMyselfMobile(client)).resolves.toEqual({
      target: '135****3333',
      resendAfterSeconds: 60,
    });
    await expect(api.getSecretInfoMobile(client, { code })).resolves.toEqual(secret);
    await expect(api.getUserDetail(client)).resolves.toMatchObject({
      username: 'demo_user',
      mobile: '135****3333',
      email: 'ne***@example.com',
      headImgUrl: 'data:image/png;base64,AAAA',
    });
  });

  it('setPassword on an account without one (wallet sign-in)', async () => {
    token = null;
    const wallet = await api.loginAddress(client, await signedWalletLogin(client, { domain: 'mock.test' }));
    token = wallet.token;
    await expect(api.getBindInfo(client)).resolves.toMatchObject({ hasPassword: false });
    await expect(api.setPassword(client, { newPassword: 'wallet99' })).resolves.toBeNull();
    await expect(api.getBindInfo(client)).resolves.toMatchObject({ hasPassword: true });
    token = DEMO_USERS.customer.token;
  });

  it('login log', async () => {
    const page = await api.getLoginLogPage(client, { pageNum: 2, pageSize: 10 });
    expect(page).toMatchObject({ pageNum: 2, pageSize: 10 });
    expect(page.list).toHaveLength(10);
    expect(page.total).toBeGreaterThanOrEqual(100);
  });

  it('register and forgot password', async () => {
    token = null;
    await expect(api.sendRegisterSms(client, { mobile: '13033334444' })).resolves.toHaveProperty('target');
    const { token: created } = await api.register(client, {
      username: 'newbie',
      password: 'abc12345',
      mobile: '13033334444',
      code,
      agree: true,
    });
    await expect(api.sendForgotPasswordCode(client, { mobile: '13033334444' })).resolves.toHaveProperty(
      'target',
    );
    await expect(
      api.resetForgottenPassword(client, { mobile: '13033334444', code, newPassword: 'xyz98765' }),
    ).resolves.toBeNull();
    await expect(api.login(client, { username: 'newbie', password: 'xyz98765' })).resolves.toHaveProperty(
      'token',
    );
    token = created;
    // The reset ended the sessions of the account.
    await expect(api.getUserDetail(client)).rejects.toMatchObject({ kind: 'session' });
    token = DEMO_USERS.customer.token;
  });
});
