import { describe, expect, it } from 'vitest';
import { BusinessErrorCode, type ApiNotice } from '@chainportal/api';
import { createI18n } from '@chainportal/ui';
import { noticeText } from './client';

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
  it('shows the server message only for a code the api cannot name, else "Error"', () => {
    expect(noticeText(notice('server', { code: 500, message: 'Database unavailable' }), t)).toBe(
      'Database unavailable',
    );
    expect(noticeText(notice('server', { code: 400, message: 'Invalid parameters: mobile' }), t)).toBe(
      'Invalid parameters: mobile',
    );
    expect(noticeText(notice('server', { code: 99999 }), t)).toBe('Error');
  });

  it("says what a known refusal means in the reader's language, whatever language the server used", async () => {
    await i18n.loadLanguages('zh');
    await i18n.loadNamespaces('portal');
    const said = (code: number, path: string, language = 'en') =>
      noticeText(
        notice('server', { code, path, message: '用户名或密码错误' }),
        i18n.getFixedT(language, 'portal'),
      );
    expect(said(10001, '/login')).toBe('Wrong username or password.');
    expect(said(10001, '/login', 'zh')).toBe('用户名或密码错误。');
    expect(said(10001, '/client/user/editPassword')).toBe('The current password is wrong.');
    expect(said(10003, '/client/register')).toBe('This username or mobile number is already registered.');
    expect(said(BusinessErrorCode.INVALID_STATE, '/client/order/pay')).toBe(
      'This order is no longer awaiting payment.',
    );
    expect(noticeText(notice('session', { code: 10004, message: '登录状态已过期，请重新登录' }), t)).toBe(
      'Your session has expired. Please sign in again.',
    );
  });

  it("says in the user's language what a refusal the api knows means, not the server's bilingual text", () => {
    const refusal = (code: number) => noticeText(notice('server', { code, message: '中文 English' }), t);
    expect(refusal(BusinessErrorCode.FILE_TOO_LARGE)).toBe(
      'The file is too large: files must be under 10MB.',
    );
    expect(refusal(BusinessErrorCode.FILE_EMPTY)).toBe('The file is empty.');
    expect(refusal(BusinessErrorCode.FILE_CONTENT_MISMATCH)).toBe(
      'The content of the file is not what its name says.',
    );
    expect(refusal(BusinessErrorCode.FILE_TYPE_NOT_ALLOWED)).toBe(
      'This type of file cannot be uploaded here.',
    );
    expect(refusal(BusinessErrorCode.ALREADY_PAID)).toBe('This order has already been paid.');
    // nginx's own refusal of a body over its limit (HTTP 413), not "try again".
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
