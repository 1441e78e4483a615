import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getUserInfo, loginAddress } from '../../session/endpoints';
import { getWalletNonce } from '../../wallet/endpoints';
import { BASE, clientFor, codeOf, startMockServer } from '../testing/setup';
import { CLIENT_ADDRESS_HEADER, configureWalletOrigins } from './handlers';
import {
  allowNonceRequest,
  clearNonces,
  findNonce,
  issueNonce,
  nonceCount,
  WALLET_NONCE_LIMIT,
} from './store';
import { signedWalletLogin, TEST_WALLET_KEY } from './testing';
import { checkWalletLogin } from './verify';
// The wallet sign-in loads ethers and siwe on first use (verify.ts, testing.ts); loaded here, with
// the file, so a cold load on a busy machine is not counted against a test's time.
import 'ethers';
import 'siwe';

startMockServer();
beforeEach(() => clearNonces());
afterEach(() => configureWalletOrigins(undefined));

const OTHER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const anonymous = () => clientFor(null);

describe('POST /login/address/nonce', () => {
  it('issues a fresh EIP-4361 nonce valid for five minutes', async () => {
    const client = anonymous();
    const address = '0x52908400098527886E0F7030069857D2E4169EE7';
    const a = await getWalletNonce(client, { address });
    const b = await getWalletNonce(client, { address });
    expect(a.nonce).toMatch(/^[A-Za-z0-9]{8,}$/);
    expect(a.nonce).not.toBe(b.nonce);
    expect(Date.parse(a.expiresAt) - Date.parse(a.issuedAt)).toBe(5 * 60_000);
  });

  it('refuses an address that is not 0x + 40 hex digits', async () => {
    await expect(codeOf(getWalletNonce(anonymous(), { address: '0x123' }))).resolves.toBeUndefined();
  });

  it('answers 10003 to a client address beyond the limit, and other addresses still get nonces', async () => {
    const ask = (client: string) =>
      fetch(`${BASE}/login/address/nonce`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
        body: JSON.stringify({ address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
      }).then((r) => r.json() as Promise<{ code: number }>);
    for (let i = 0; i < WALLET_NONCE_LIMIT.count; i += 1) {
      await expect(ask('203.0.113.7')).resolves.toMatchObject({ code: 0 });
    }
    await expect(ask('203.0.113.7')).resolves.toMatchObject({ code: 10003 });
    await expect(ask('203.0.113.8')).resolves.toMatchObject({ code: 0 });
  });
});

describe('the nonce store', () => {
  const address = '0x52908400098527886E0F7030069857D2E4169EE7';

  it('forgets expired nonces', () => {
    const old = issueNonce(address, Date.now() - 6 * 60_000);
    expect(nonceCount()).toBe(1);
    issueNonce(address);
    expect(nonceCount()).toBe(1);
    expect(findNonce(old.nonce)).toBeUndefined();
  });

  it('limits each client to WALLET_NONCE_LIMIT requests per sliding window', () => {
    const start = Date.now();
    for (let i = 0; i < WALLET_NONCE_LIMIT.count; i += 1) expect(allowNonceRequest('a', start)).toBe(true);
    expect(allowNonceRequest('a', start + 1)).toBe(false);
    expect(allowNonceRequest('a', start + WALLET_NONCE_LIMIT.windowMs + 1)).toBe(true);
  });
});

describe('POST /login/address verifies the signed EIP-4361 message', () => {
  it('signs in with a valid signature and keeps the chain id in the session', async () => {
    const client = anonymous();
    const { token } = await loginAddress(client, await signedWalletLogin(client, { chainId: 0x133ef52 }));
    const info = await getUserInfo(clientFor(token), { token });
    expect(info).toMatchObject({ roles: ['customer'], chainId: '0x133ef52' });
  });

  it('refuses a replay of the same signed message', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client);
    await expect(loginAddress(client, body)).resolves.toHaveProperty('token');
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10002);
  });

  // Decision 0087: when the nonce call fails the portal signs with a nonce it made itself; the
  // backend checks it as decision 0050 asks of a backend without the call.
  it('accepts once a nonce the portal made itself, for a message of at most five minutes', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, { nonce: 'p0rtalMade1234' });
    await expect(loginAddress(client, body)).resolves.toHaveProperty('token');
    // Its replay, or the nonce in a freshly signed message, is refused.
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10002);
    const again = await signedWalletLogin(client, {
      nonce: 'p0rtalMade1234',
      issuedAt: new Date(Date.now() - 1000).toISOString(),
    });
    await expect(codeOf(loginAddress(client, again))).resolves.toBe(10002);
    // A message valid for longer than the portal ever writes.
    const now = Date.now();
    const long = await signedWalletLogin(client, {
      nonce: 'p0rtalMade5678',
      issuedAt: new Date(now).toISOString(),
      expirationTime: new Date(now + 60 * 60_000).toISOString(),
    });
    await expect(codeOf(loginAddress(client, long))).resolves.toBe(10002);
  });

  it('refuses a nonce issued to another address', async () => {
    const client = anonymous();
    const { Wallet } = await import('ethers');
    const { nonce } = await getWalletNonce(client, { address: new Wallet(OTHER_KEY).address });
    await expect(codeOf(loginAddress(client, await signedWalletLogin(client, { nonce })))).resolves.toBe(
      10002,
    );
  });

  it('refuses a reused nonce in a freshly signed message', async () => {
    const client = anonymous();
    const first = await signedWalletLogin(client);
    await loginAddress(client, first);
    const nonce = /Nonce: (\w+)/.exec(first.message)?.[1];
    const second = await signedWalletLogin(client, { nonce, issuedAt: new Date().toISOString() });
    expect(second.message).not.toBe(first.message);
    await expect(codeOf(loginAddress(client, second))).resolves.toBe(10002);
  });

  it('forgets the nonce once a sign-in spent it', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client);
    expect(nonceCount()).toBe(1);
    await loginAddress(client, body);
    expect(nonceCount()).toBe(0);
  });

  it('refuses a message dated before its nonce was issued (Issued At in 2020)', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, { issuedAt: '2020-01-01T00:00:00.000Z' });
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10002);
  });

  it('checks the configured origins, not the host the request was sent to', async () => {
    configureWalletOrigins(['https://portal.example:8443']);
    const client = anonymous();
    // Signed for the host the request goes to (api.test), which is not the portal's.
    await expect(codeOf(loginAddress(client, await signedWalletLogin(client)))).resolves.toBe(10001);
    const own = await signedWalletLogin(client, {
      domain: 'portal.example:8443',
      uri: 'https://portal.example:8443/#/login',
    });
    await expect(loginAddress(client, own)).resolves.toHaveProperty('token');
    // The scheme must be the origin's too.
    const http = await signedWalletLogin(client, {
      domain: 'portal.example:8443',
      uri: 'http://portal.example:8443/',
    });
    await expect(codeOf(loginAddress(client, http))).resolves.toBe(10001);
  });

  it('refuses a message for another domain', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, { domain: 'evil.example' });
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10001);
  });

  it('refuses a message whose URI is on another site', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, { uri: 'https://evil.example/' });
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10001);
  });

  it('refuses a chain the platform does not serve', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, { chainId: 1 });
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10001);
  });

  it('refuses an expired message', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, {
      issuedAt: new Date(Date.now() - 120_000).toISOString(),
      expirationTime: new Date(Date.now() - 1_000).toISOString(),
    });
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10002);
  });

  it('refuses a message changed after it was signed', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client);
    const tampered = body.message.replace('Chain ID: 80001', 'Chain ID: 20180819');
    expect(tampered).not.toBe(body.message);
    await expect(codeOf(loginAddress(client, { ...body, message: tampered }))).resolves.toBe(10001);
  });

  it('refuses a signature made by another address', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, { signWith: OTHER_KEY });
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(10001);
  });

  it('refuses a body whose address is not the one in the message', async () => {
    const client = anonymous();
    const { Wallet } = await import('ethers');
    const body = await signedWalletLogin(client);
    const other = new Wallet(OTHER_KEY).address;
    await expect(codeOf(loginAddress(client, { ...body, address: other }))).resolves.toBe(10001);
  });

  it('refuses text that is not an EIP-4361 message', async () => {
    const client = anonymous();
    const { Wallet } = await import('ethers');
    const wallet = new Wallet(TEST_WALLET_KEY);
    const message = 'Sign in please';
    const body = { address: wallet.address, message, signature: await wallet.signMessage(message) };
    await expect(codeOf(loginAddress(client, body))).resolves.toBe(400);
  });
});

describe('checkWalletLogin (the verification on its own)', () => {
  it('refuses a message before its validity window (issued in the future)', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client, {
      issuedAt: new Date(Date.now() + 3_600_000).toISOString(),
      expirationTime: new Date(Date.now() + 7_200_000).toISOString(),
    });
    await expect(checkWalletLogin(body, { origins: ['http://api.test'] })).resolves.toMatchObject({
      ok: false,
      reason: 'notYetValid',
    });
  });

  it('names the reason of each refusal and accepts the untouched message', async () => {
    const client = anonymous();
    const body = await signedWalletLogin(client);
    await expect(checkWalletLogin(body, { origins: ['http://other.test'] })).resolves.toMatchObject({
      reason: 'domain',
    });
    await expect(checkWalletLogin(body, { origins: [] })).resolves.toMatchObject({ reason: 'domain' });
    await expect(checkWalletLogin(body, { origins: ['http://api.test'] })).resolves.toMatchObject({
      ok: true,
      chainId: '0x13881',
    });
    await expect(checkWalletLogin(body, { origins: ['http://api.test'] })).resolves.toMatchObject({
      reason: 'unknownNonce',
    });
  });
});
