// Messages in the reader's language (issue 28, decision 0064): the client sends the interface
// language as Accept-Language on every call, and the demo backend words its refusals in it.
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../../index';
import { createClient } from '../../client/client';
import { ApiError } from '../../client/errors';
import { errorMessageKey } from '../../client/errorMessages';
import { BusinessErrorCode } from '../../orders/errors';
import { answerLanguage } from '../lib/said';
import { BASE, call, CUSTOMER, startMockServer } from './setup';

startMockServer();

const clientIn = (language: string | undefined, token: string | null = null) =>
  createClient({ baseURL: BASE, getToken: () => token, getLanguage: () => language });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const wrongPassword = (language: string | undefined) =>
  refusal(call(clientIn(language), e.session.login, { username: 'demo', password: 'wrong1' }));

describe('the demo backend answers in the language the client sends', () => {
  it('words a wrong password in English for an English reader, in Chinese for a Chinese one', async () => {
    expect((await wrongPassword('en')).message).toBe('Wrong username or password');
    expect((await wrongPassword('zh')).message).toBe('用户名或密码错误');
  });

  it('answers Spanish and Japanese readers in English, and a call without a language in Chinese', async () => {
    expect((await wrongPassword('es')).message).toBe('Wrong username or password');
    expect((await wrongPassword('ja')).message).toBe('Wrong username or password');
    expect((await wrongPassword(undefined)).message).toBe('用户名或密码错误');
  });

  it('words one language only, also on a paying call (whose answer is kept for its repeats)', async () => {
    const customer = clientIn('en', CUSTOMER);
    const { list } = await call(customer, e.orders.list, { pageNum: 1, pageSize: 100, status: 'cancelled' });
    const order = list[0]!;
    const error = await refusal(call(customer, e.orders.pay, { id: order.id }));
    expect(error.code).toBe(BusinessErrorCode.INVALID_STATE);
    expect(error.message).toBe('Only pending orders can be paid');
  });

  it('words an expired session and a payload that fails its schema in the reader language', async () => {
    const expired = await refusal(call(clientIn('en', 'no-such-token'), e.user.detail));
    expect(expired.message).toBe('Your session has expired. Please sign in again.');
    // A path parameter the client would refuse to send: straight to the backend.
    const answer = await fetch(`${BASE}/client/order/detail/abc`, {
      headers: { Authorization: `Bearer ${CUSTOMER}`, 'Accept-Language': 'en' },
    });
    expect(await answer.json()).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^Invalid parameters: id /),
    });
  });
});

describe('answerLanguage', () => {
  it("picks the reader's first known language by weight", () => {
    expect(answerLanguage('en-US,en;q=0.9,zh;q=0.8')).toBe('en');
    expect(answerLanguage('fr, zh-CN;q=0.5, en;q=0.4')).toBe('zh');
    expect(answerLanguage('de;q=1, en;q=0')).toBe('zh');
    expect(answerLanguage('es-419')).toBe('en');
  });
});

describe('errorMessageKey', () => {
  it('names a code by what it means on its call', () => {
    expect(errorMessageKey({ code: 10001, path: '/login' })).toBe('errors.server.wrongCredentials');
    expect(errorMessageKey({ code: 10001, path: '/client/user/editPassword' })).toBe(
      'errors.server.wrongCurrentPassword',
    );
    expect(errorMessageKey({ code: 10003, path: '/client/register' })).toBe(
      'errors.server.alreadyRegistered',
    );
    expect(errorMessageKey({ code: BusinessErrorCode.INVALID_STATE, path: '/client/order/pay' })).toBe(
      'errors.server.orderNotPending',
    );
  });

  it('leaves codes it cannot name by meaning to the server text', () => {
    expect(errorMessageKey({ code: 400, path: '/client/register' })).toBeUndefined();
    expect(errorMessageKey({ code: 500, path: '/client/order/pay' })).toBeUndefined();
    expect(errorMessageKey({ code: 10003, path: '/client/somewhere/else' })).toBeUndefined();
    expect(errorMessageKey({ code: 99999, path: '/login' })).toBeUndefined();
  });
});
