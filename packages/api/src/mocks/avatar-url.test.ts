// @vitest-environment node
// The avatar address (PUT /client/user/editHeadImg, issue 25): only an https URL or the image data:
// URL the avatar upload makes. The request schema refuses the rest on both sides: the client sends
// nothing, and the server answers 400 to a caller that skips the client.
import { describe, expect, it } from 'vitest';
import { apiEndpoints as e } from '../index';
import { call, clientFor, CUSTOMER, BASE, startMockServer } from './testing/setup';

startMockServer();

const ALLOWED = ['https://cdn.example.com/me.png', 'data:image/png;base64,iVBORw0KGgo='];
const REFUSED = [
  'javascript:alert(document.cookie)',
  ' JavaScript:alert(1)',
  'http://cdn.example.com/me.png',
  'data:text/html;base64,PHNjcmlwdD4=',
  'data:image/svg+xml;base64,PHN2Zz4=',
  '//evil.example/x.png',
  'vbscript:msgbox(1)',
];

describe('editHeadImg: the avatar address', () => {
  it.each(ALLOWED)('accepts %s', async (headImgUrl) => {
    await expect(call(clientFor(CUSTOMER), e.user.editHeadImg, { headImgUrl })).resolves.toBeNull();
    expect((await call(clientFor(CUSTOMER), e.user.detail)).headImgUrl).toBe(headImgUrl);
  });

  it.each(REFUSED)('the client refuses %s before sending it', async (headImgUrl) => {
    await expect(call(clientFor(CUSTOMER), e.user.editHeadImg, { headImgUrl })).rejects.toMatchObject({
      kind: 'invalid',
      shown: false,
    });
  });

  it.each(REFUSED)('the server refuses %s with 400 and keeps the avatar', async (headImgUrl) => {
    const before = (await call(clientFor(CUSTOMER), e.user.detail)).headImgUrl;
    const response = await fetch(`${BASE}/client/user/editHeadImg`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${CUSTOMER}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ headImgUrl }),
    });
    expect(await response.json()).toMatchObject({ code: 400 });
    expect((await call(clientFor(CUSTOMER), e.user.detail)).headImgUrl).toBe(before);
  });
});
