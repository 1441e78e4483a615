// @vitest-environment node
// Sessions of the mock backend (issue 25, decision 0047): tokens nobody can guess, the fixed demo
// tokens only where the demo role switch needs them, and sessions that end when they should.
import { afterEach, describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { SESSION_INVALID_CODE } from '../client/envelope';
import { setDemoTokens } from './db';
import { resetMockDb } from './handlers';
import { ADMIN, call, clientFor, codeOf, CUSTOMER, startMockServer } from './testing/setup';

startMockServer();
afterEach(() => setDemoTokens(true));

const signIn = async (username = 'demo', password = 'demo123') =>
  (await call(clientFor(null), e.session.login, { username, password })).token;

const info = (token: string) => call(clientFor(token), e.session.userInfo, { token });

describe('session tokens', () => {
  it('are 128 random bits: 32 hex digits, new on every sign-in, naming neither the user nor the time', async () => {
    const tokens = await Promise.all([signIn(), signIn(), signIn('admin', 'admin123')]);
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(tokens).size).toBe(3);
    expect((await info(tokens[0]!)).username).toBe('demo');
  });

  it('the fixed demo tokens work only while the demo role switch is on (the HTTP API leaves it off)', async () => {
    expect((await info(ADMIN)).username).toBe('admin');
    setDemoTokens(false);
    expect(await codeOf(info(ADMIN))).toBe(SESSION_INVALID_CODE);
    expect(await codeOf(info(CUSTOMER))).toBe(SESSION_INVALID_CODE);
    // A reseed keeps them off, as the HTTP API's store is reseeded.
    resetMockDb();
    expect(await codeOf(info(ADMIN))).toBe(SESSION_INVALID_CODE);
    setDemoTokens(true);
    expect((await info(CUSTOMER)).username).toBe('demo');
  });

  it('log out ends the token', async () => {
    const token = await signIn();
    await call(clientFor(token), e.session.logout);
    expect(await codeOf(info(token))).toBe(SESSION_INVALID_CODE);
  });

  it("a password change ends the user's other sessions and keeps the one that changed it", async () => {
    const here = await signIn();
    const elsewhere = await signIn();
    const otherUser = await signIn('admin', 'admin123');
    await call(clientFor(here), e.user.editPassword, { oldPassword: 'demo123', newPassword: 'demo456' });
    expect(await codeOf(info(elsewhere))).toBe(SESSION_INVALID_CODE);
    expect((await info(here)).username).toBe('demo');
    expect((await info(otherUser)).username).toBe('admin');
  });
});
