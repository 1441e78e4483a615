import { describe, expect, it } from 'vitest';
import type { ApiNotice } from '@chainportal/api';
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

  it('translates the other kinds', () => {
    expect(noticeText(notice('network'), t)).toBe('Network error. Please check your connection.');
    expect(noticeText(notice('http', { code: 502 }), t)).toBe('Request failed (HTTP 502).');
    expect(noticeText(notice('timeout'), t)).toBe('The request timed out. Please try again.');
    expect(noticeText(notice('malformed'), t)).toBe('The server sent an unexpected response.');
  });
});
