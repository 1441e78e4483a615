import { describe, expect, it } from 'vitest';
import { BusinessErrorCode, type ApiNotice } from '@chainportal/api';
import { getI18n } from 'react-i18next';
import { noticeText } from './client';

// The test setup's English instance (vitest.setup.ts), which fails on a missing key.
const t = getI18n().getFixedT('en', 'portal');
const notice = (kind: ApiNotice['kind'], extra: Partial<ApiNotice> = {}): ApiNotice => ({
  kind,
  path: '/x',
  durationMs: 5000,
  ...extra,
});

describe('noticeText', () => {
  it('shows a server message as given, else "Error"', () => {
    expect(noticeText(notice('server', { code: 500, message: '余额不足' }), t)).toBe('余额不足');
    expect(noticeText(notice('session', { code: 10004 }), t)).toBe('Error');
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
