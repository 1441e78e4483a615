// @vitest-environment jsdom
// What an error report must not carry (decision 0096, scrub.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { FILTERED, scrubDeep, scrubText, secretsOf } from './scrub';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('secretsOf', () => {
  it('the token and what is typed in the page’s fields, not buttons, boxes or one-letter values', () => {
    document.body.innerHTML = `
      <input name="username" value="demo-user">
      <input type="password" value="not-the-password">
      <textarea>my private note</textarea>
      <input type="checkbox" value="on-value" checked>
      <input type="submit" value="Sign in now">
      <input value="ab">
      <div contenteditable="true">rich words</div>`;
    expect(secretsOf(document, 'tok-123456')).toEqual([
      'not-the-password',
      'my private note',
      'tok-123456',
      'rich words',
      'demo-user',
    ]);
  });
});

describe('scrubText', () => {
  it('filters the secrets, every query value and a bearer token', () => {
    expect(
      scrubText('failed for not-the-password at https://p.example/#/reset?code=123456&redirect=%2Fx', [
        'not-the-password',
      ]),
    ).toBe(`failed for ${FILTERED} at https://p.example/#/reset?code=${FILTERED}&redirect=${FILTERED}`);
    expect(scrubText('GET /api/client/user/info?token=abc.def', [])).toBe(
      `GET /api/client/user/info?token=${FILTERED}`,
    );
    expect(scrubText('Authorization: Bearer abc.def-ghi', [])).toBe(`Authorization: Bearer ${FILTERED}`);
  });
});

describe('scrubDeep', () => {
  it('reaches every string of an event, and drops the values of keys that name a secret', () => {
    const event = {
      message: 'boom tok-123456',
      tags: { route: '/login', request_id: '0123456789abcdef0123456789abcdef' },
      breadcrumbs: [{ data: { url: '/api/client/user/info?token=tok-123456' } }],
      extra: { headers: { Authorization: 'Bearer x', cookie: 'cp_token=1' } },
      count: 3,
    };
    expect(scrubDeep(event, ['tok-123456'])).toEqual({
      message: `boom ${FILTERED}`,
      tags: { route: '/login', request_id: '0123456789abcdef0123456789abcdef' },
      breadcrumbs: [{ data: { url: `/api/client/user/info?token=${FILTERED}` } }],
      extra: { headers: { Authorization: FILTERED, cookie: FILTERED } },
      count: 3,
    });
    expect(event.message).toBe('boom tok-123456');
  });
});
