import { createClient, WALLET_NONCE_PATTERN, type ApiNotice } from '@chainportal/api';
import { generateNonce } from 'siwe';
import { describe, expect, it, vi } from 'vitest';
import { buildSignInMessage, parseSignInMessage } from './message';
import { LOCAL_NONCE_TTL_MS, quietWhenNoNonce, walletNonce } from './nonce';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const NOW = Date.parse('2026-11-26T10:00:00.000Z');

/** A client whose POST /login/address/nonce answers `status` with `body`, and the notices it showed. */
function clientAnswering(status: number, body: unknown) {
  const notices: ApiNotice[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    expect(String(url)).toBe('https://api.example/login/address/nonce');
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  const client = createClient({
    baseURL: 'https://api.example',
    fetch: fetch as unknown as typeof globalThis.fetch,
    notify: quietWhenNoNonce((notice) => notices.push(notice)),
  });
  return { client, notices, fetch };
}

const options = { makeNonce: generateNonce, now: () => NOW };

describe('the nonce of a wallet sign-in', () => {
  it('is the server’s when the nonce call answers', async () => {
    const issued = {
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: '2026-11-26T09:59:59.000Z',
      expiresAt: '2026-11-26T10:04:59.000Z',
    };
    const { client, notices } = clientAnswering(200, { code: 0, msg: 'success', data: issued });
    await expect(walletNonce(client, ADDRESS, options)).resolves.toEqual(issued);
    expect(notices).toEqual([]);
  });

  it('is made by the portal, valid for a few minutes, when the backend has no nonce call (HTTP 404), and nothing is shown', async () => {
    const { client, notices } = clientAnswering(404, 'Not Found');
    const made = await walletNonce(client, ADDRESS, options);
    expect(made.nonce).toMatch(WALLET_NONCE_PATTERN);
    expect(made.issuedAt).toBe('2026-11-26T10:00:00.000Z');
    expect(Date.parse(made.expiresAt) - NOW).toBe(LOCAL_NONCE_TTL_MS);
    expect(LOCAL_NONCE_TTL_MS).toBeLessThanOrEqual(10 * 60_000);
    expect(notices).toEqual([]);
    // Two sign-ins never share a nonce.
    expect((await walletNonce(client, ADDRESS, options)).nonce).not.toBe(made.nonce);
    // The message the wallet signs carries it, with Issued At and Expiration Time.
    const message = buildSignInMessage({
      domain: 'portal.example',
      uri: 'https://portal.example/',
      address: ADDRESS,
      chainId: '0x13881',
      nonce: made.nonce,
      issuedAt: made.issuedAt,
      expirationTime: made.expiresAt,
      statement: 'Sign in to the chain service portal with this wallet.',
    });
    expect(parseSignInMessage(message)).toMatchObject({
      nonce: made.nonce,
      issuedAt: '2026-11-26T10:00:00.000Z',
      expirationTime: '2026-11-26T10:05:00.000Z',
    });
  });

  // Issue 38.3: a platform backend that lacks the nonce call may answer anything but 404.
  const failures: Array<[string, () => Promise<Response>]> = [
    ...[404, 405, 501, 401, 403, 500, 502].map((status): [string, () => Promise<Response>] => [
      `HTTP ${status}`,
      async () => new Response('no', { status }),
    ]),
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    ...[10003, 10004, 10001, 99999, 500].map((code): [string, () => Promise<Response>] => [
      `envelope code ${code}`,
      async () => new Response(JSON.stringify({ code, msg: 'No such service', data: null })),
    ]),
    ['an answer that is not the envelope', async () => new Response('<html>Welcome</html>')],
    ['code 0 without a nonce', async () => new Response(JSON.stringify({ code: 0, msg: 'ok', data: {} }))],
  ];

  it.each(failures)(
    'is made by the portal, and nothing is shown, when the nonce call fails with %s',
    async (_kind, answer) => {
      const notices: ApiNotice[] = [];
      const fetch = vi.fn(answer);
      const client = createClient({
        baseURL: 'https://api.example',
        fetch: fetch as unknown as typeof globalThis.fetch,
        notify: quietWhenNoNonce((notice) => notices.push(notice)),
      });
      const made = await walletNonce(client, ADDRESS, options);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(made.nonce).toMatch(WALLET_NONCE_PATTERN);
      expect(made.issuedAt).toBe('2026-11-26T10:00:00.000Z');
      expect(made.expiresAt).toBe('2026-11-26T10:05:00.000Z');
      expect(notices).toEqual([]);
    },
  );

  it('is not made up when the portal itself is at fault (an address the client refuses to send)', async () => {
    const { client, fetch } = clientAnswering(200, { code: 0, msg: 'success', data: {} });
    await expect(walletNonce(client, 'not-an-address', options)).rejects.toMatchObject({ kind: 'invalid' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
