// Wallet sign-in through nginx and the HTTP API (decisions 0018, 0050, 0087): the fake EIP-6963 wallets of
// the in-browser journeys (e2e/fakeWallets.ts, signing in Node) against the production pair, and
// signed messages sent straight to /api/login/address, forged where a caller could forge them.
// Serial: every request reaches the API from nginx's address, so they share one nonce budget; the
// rate-limit test spends what is left of it and runs last.
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { Wallet } from 'ethers';
import { WALLET_NONCE_LIMIT } from '../../api/src/mocks/wallet/store';
import { FOX, installWallets, KEYS, PERMISSIONED_MAIN } from '../e2e/fakeWallets';
import { expectAppPath } from '../e2e/helpers';
import { buildSignInMessage, type SignInFields } from '../src/wallet/message';

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

const wallet = new Wallet(KEYS.a);
const STATEMENT = 'Sign in to the chain service portal with this wallet.';

interface Envelope {
  code: number;
  msg?: string;
  data: unknown;
}

async function post(request: APIRequestContext, path: string, data: unknown, headers = {}) {
  const response = await request.post(path, { data, headers });
  // Every answer of the API is its JSON envelope: never a page, never a stack trace.
  expect(response.headers()['content-type']).toContain('application/json');
  expect(response.headers()['x-powered-by']).toBeUndefined();
  const text = await response.text();
  expect(text).not.toMatch(/\bat .*\.(ts|js|mjs):\d+/);
  return { status: response.status(), body: JSON.parse(text) as Envelope };
}

/** A message signed the way the portal signs it, for the origin nginx serves, with `overrides`. */
async function signed(request: APIRequestContext, baseURL: string, overrides: Partial<SignInFields> = {}) {
  const nonce = await post(request, '/api/login/address/nonce', { address: wallet.address });
  expect(nonce.body.code).toBe(0);
  const issued = nonce.body.data as { nonce: string; issuedAt: string; expiresAt: string };
  const origin = new URL(baseURL).origin;
  const message = buildSignInMessage({
    domain: new URL(origin).host,
    uri: `${origin}/`,
    address: wallet.address,
    chainId: PERMISSIONED_MAIN,
    nonce: issued.nonce,
    issuedAt: issued.issuedAt,
    expirationTime: issued.expiresAt,
    statement: STATEMENT,
    ...overrides,
  });
  return { address: wallet.address, message, signature: await wallet.signMessage(message) };
}

const login = (request: APIRequestContext, body: unknown, headers = {}) =>
  post(request, '/api/login/address', body, headers);

/**
 * Presses "Sign in with wallet" on the sign-in page. One wallet that signs opens and closes the
 * dialog faster than a check can see it, so the journeys wait for the sign-in's answer and the
 * console, as its user does.
 */
async function startWalletSignIn(page: Page) {
  await page.goto('#/login');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
}

test('a fake wallet signs in through nginx and the HTTP API and lands in the console', async ({
  page,
  baseURL,
}) => {
  await installWallets(page, { wallets: [FOX] });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/login/address'));
  await startWalletSignIn(page);
  expect((await answer).status()).toBe(200);
  await expectAppPath(page, '/homepage/homepage');
  const calls = await page.evaluate(
    () =>
      (window as unknown as { __walletCalls: Array<{ method: string; params?: string[] }> }).__walletCalls,
  );
  const signedHex = calls.find((c) => c.method === 'personal_sign')?.params?.[0] ?? '';
  const message = Buffer.from(signedHex.slice(2), 'hex').toString('utf8');
  expect(message.split('\n')[0]).toBe(
    `${new URL(baseURL!).host} wants you to sign in with your Ethereum account:`,
  );
});

test('a message signed for another site is refused, even sent with that site as Host; Host does not decide', async ({
  request,
  baseURL,
}) => {
  const evil = await signed(request, baseURL!, { domain: 'evil.example', uri: 'https://evil.example/' });
  await expect(login(request, evil, { Host: 'evil.example' })).resolves.toMatchObject({
    status: 200,
    body: { code: 10001, data: null },
  });
  // The portal's own message is accepted whatever Host the request names.
  const own = await signed(request, baseURL!);
  const accepted = await login(request, own, { Host: 'evil.example' });
  expect(accepted.body).toMatchObject({ code: 0, data: { token: expect.any(String) } });
});

test('a message "issued" in 2020, before its nonce, is refused', async ({ request, baseURL }) => {
  const old = await signed(request, baseURL!, { issuedAt: '2020-01-01T00:00:00.000Z' });
  await expect(login(request, old)).resolves.toMatchObject({ body: { code: 10002, data: null } });
});

test('a signed message is good for one sign-in: its replay is refused', async ({ request, baseURL }) => {
  const body = await signed(request, baseURL!);
  await expect(login(request, body)).resolves.toMatchObject({ body: { code: 0 } });
  await expect(login(request, body)).resolves.toMatchObject({ body: { code: 10002, data: null } });
});

// Issue 38.4 (decision 0087): a platform backend may lack the nonce call and answer it with anything.
// The browser answers the nonce call here; the HTTP API then checks the portal's own nonce.
const NONCE_FAILURES: Array<[string, Parameters<Route['fulfill']>[0] | 'abort']> = [
  ['HTTP 404', { status: 404, body: 'Not Found' }],
  ['HTTP 405', { status: 405, body: 'Method Not Allowed' }],
  ['HTTP 501', { status: 501, body: 'Not Implemented' }],
  ['HTTP 401', { status: 401, body: 'Unauthorized' }],
  ['HTTP 403', { status: 403, body: 'Forbidden' }],
  ['a network error', 'abort'],
  [
    'envelope code 40401',
    {
      status: 200,
      contentType: 'application/json',
      body: '{"code":40401,"msg":"No such method","data":null}',
    },
  ],
];

for (const [kind, answer] of NONCE_FAILURES) {
  test(`a nonce call that fails with ${kind} signs in with the portal's own nonce and shows nothing`, async ({
    page,
  }) => {
    await installWallets(page, { wallets: [FOX] });
    await page.route('**/api/login/address/nonce', (route) =>
      answer === 'abort' ? route.abort('connectionrefused') : route.fulfill(answer),
    );
    const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/login/address'));
    await startWalletSignIn(page);
    expect(((await (await signedIn).json()) as Envelope).code).toBe(0);
    await expectAppPath(page, '/homepage/homepage');
    // No message about the nonce call.
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

test('nonce requests beyond the limit answer 10003; the portal then signs with its own nonce', async ({
  request,
  page,
}) => {
  let refusedAt = 0;
  for (let i = 1; i <= WALLET_NONCE_LIMIT.count + 1 && !refusedAt; i += 1) {
    const { body } = await post(request, '/api/login/address/nonce', { address: wallet.address });
    if (body.code === 10003) refusedAt = i;
    else expect(body.code).toBe(0);
  }
  // This suite already asked for some of the budget, so the refusal comes at or before limit + 1.
  expect(refusedAt).toBeGreaterThan(0);

  await installWallets(page, { wallets: [FOX] });
  const nonce = page.waitForResponse((r) => r.url().endsWith('/api/login/address/nonce'));
  const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/login/address'));
  await startWalletSignIn(page);
  expect(((await (await nonce).json()) as Envelope).code).toBe(10003);
  expect(((await (await signedIn).json()) as Envelope).code).toBe(0);
  await expectAppPath(page, '/homepage/homepage');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
