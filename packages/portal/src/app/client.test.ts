import { describe, expect, it } from 'vitest';
import {
  BusinessErrorCode,
  ContractErrorCode,
  createClient,
  sessionEndpoints,
  TRANSLATED_CODES,
  WalletErrorCode,
  type ApiNotice,
} from '@chainportal/api';
import { createI18n } from '@chainportal/ui';
import { noticeText, reportFailure } from './client';
import { errorLog, lastRequestFailure } from './errorLog';

// English, failing on a missing key (a logic test has no test setup of its own: vitest.config.ts).
const i18n = await createI18n({ lng: 'en', ns: ['portal'], onMissingKey: 'throw' });
const t = i18n.getFixedT('en', 'portal');
const notice = (kind: ApiNotice['kind'], extra: Partial<ApiNotice> = {}): ApiNotice => ({
  kind,
  path: '/x',
  durationMs: 5000,
  ...extra,
});

describe('noticeText', () => {
  it('shows the server message for a code the spec gives no meaning, else "Error"', () => {
    expect(noticeText(notice('server', { code: 500, message: 'Database unavailable' }), t)).toBe(
      'Database unavailable',
    );
    expect(noticeText(notice('server', { code: 400, message: 'Invalid parameters: mobile' }), t)).toBe(
      'Invalid parameters: mobile',
    );
    expect(noticeText(notice('server', { code: 99999 }), t)).toBe('Error');
  });

  // Issue 38.6: the spec names one code by meaning (10004, session invalid); every other code means
  // what the platform's backend says it means, in its own words. A code the demo backend gives a
  // meaning (decisions 0004, 0005, 0018, 0075) is no exception: another backend may use it otherwise.
  const demoCodes = new Set([
    ...Object.values(BusinessErrorCode),
    ...Object.values(ContractErrorCode),
    ...Object.values(WalletErrorCode),
    400,
    404,
    500,
    10001,
    10002,
    10003,
    12345,
  ]);
  const paths = [
    '/login',
    '/login/node',
    '/login/address',
    '/client/user/editPassword',
    '/client/order/pay',
    '/x',
  ];

  it.each([...demoCodes])(
    'shows code %i in the server’s own words on every call, in every language',
    async (code) => {
      await i18n.loadLanguages(['zh', 'es', 'ja']);
      for (const language of ['en', 'zh', 'es', 'ja']) {
        const tl = i18n.getFixedT(language, 'portal');
        for (const path of paths) {
          expect(noticeText(notice('server', { code, path, message: 'Quota exceeded 配额已用完' }), tl)).toBe(
            'Quota exceeded 配额已用完',
          );
        }
      }
    },
  );

  it('translates the codes the spec names by meaning, and only those (docs/product.md#errors)', async () => {
    expect(Object.keys(TRANSLATED_CODES).map(Number)).toEqual([10004]);
    expect(TRANSLATED_CODES[10004]?.spec).toBe('session invalid');
    await i18n.loadLanguages('zh');
    const session = notice('session', { code: 10004, message: '登录状态已过期，请重新登录' });
    expect(noticeText(session, t)).toBe('Your session has expired. Please sign in again.');
    expect(noticeText(session, i18n.getFixedT('zh', 'portal'))).not.toBe('登录状态已过期，请重新登录');
  });

  it('shows the envelope’s msg, else its message, else "Error", as the client received them', async () => {
    const shown: string[] = [];
    const answering = (body: unknown) =>
      createClient({
        baseURL: 'https://api.example',
        fetch: (async () => new Response(JSON.stringify(body))) as unknown as typeof fetch,
        notify: (n) => shown.push(noticeText(n, t)),
      });
    const call = (body: unknown) =>
      answering(body)
        .call(sessionEndpoints.logout)
        .catch(() => undefined);
    await call({ code: 30001, msg: 'Node quota exceeded', data: null });
    await call({ code: 30001, message: 'Account frozen', data: null });
    await call({ code: 30001, data: null });
    expect(shown).toEqual(['Node quota exceeded', 'Account frozen', 'Error']);
  });

  it('says nginx’s refusal of a body over its limit (HTTP 413) in the reader’s language', () => {
    expect(noticeText(notice('http', { code: 413 }), t)).toBe(
      'The file is too large: files must be under 10MB.',
    );
  });

  it('translates the other kinds', () => {
    expect(noticeText(notice('network'), t)).toBe('Network error. Please check your connection.');
    expect(noticeText(notice('http', { code: 502 }), t)).toBe('Request failed (HTTP 502).');
    expect(noticeText(notice('timeout'), t)).toBe('The request timed out. Please try again.');
    expect(noticeText(notice('malformed'), t)).toBe('The server sent an unexpected response.');
  });
});

describe('reportFailure: a request id support can find (issue 39)', () => {
  it('says the server’s request id with the message, logs it, and offers it to a new work order', () => {
    errorLog.clear();
    const text = reportFailure(
      notice('server', {
        code: 20001,
        message: 'Busy',
        path: '/client/order/page',
        requestId: 'abc123def456',
      }),
      t,
    );
    expect(text).toBe('Busy (Request ID: abc123def456)');
    expect(errorLog.getEntries().at(-1)).toMatchObject({
      error: 'Busy',
      info: expect.stringContaining('abc123def456'),
      request: { id: 'abc123def456', path: '/client/order/page' },
    });
    expect(lastRequestFailure()?.request).toEqual({ id: 'abc123def456', path: '/client/order/page' });
    // Half an hour on, it is no longer offered.
    expect(lastRequestFailure(Date.now() + 31 * 60_000)).toBeUndefined();
  });

  it('without an id: the message alone, and nothing logged', () => {
    errorLog.clear();
    expect(reportFailure(notice('network'), t)).toBe(noticeText(notice('network'), t));
    expect(errorLog.getEntries()).toEqual([]);
  });
});
