// Issue 41 (decision 0103): a customer's service page shows what their applications did through the
// metered gateway, and lets the owner rotate and revoke the key in their endpoint. Through the
// production pair: the customer signs in, opens one of their services and takes its endpoint from the
// page; the test's Node side calls that endpoint with ethers (single calls, a batch, a method the
// gateway refuses, a made-up key); the Usage panel then shows the calls by method and the errors by
// kind, and its CSV holds them. Rotating the key leaves the old one working for its grace period
// (counted down on the page) and refused after it, while the new one works; revoking refuses the key.
// Without a gateway the panels say in a sentence that metering needs the platform's HTTP API.
//
// The spec starts its own pairs on free ports over the suite's build: an API whose gateway keeps a
// rotated-out key for GRACE_MS (api-server.mjs --key-grace-ms; 24 hours otherwise) with its own data
// folder (the suite's API keeps keys and counts across runs), and an API started without a gateway.
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { JsonRpcProvider, type Network } from 'ethers';
import { chainEnv } from '../../../scripts/serve/chains.mjs';
import { freePort, root, startApi, startNginx } from '../../../scripts/serve/stack.mjs';
import { openPage } from '../e2e/helpers';
import { BUILD_CHAINS, NO_BUILD_CHAINS } from '../e2e/templateJourneys';

/** How long a rotated-out key keeps working on this spec's API: long enough to call it once. */
const GRACE_MS = 10_000;
const TOKEN_COOKIE = 'cp_chainportal_token';
const ENDPOINT = /^http:\/\/127\.0\.0\.1:\d+\/api\/rpc\/cpk_[0-9a-f]{32}$/;

interface Pair {
  url: string;
}

/** An API (with `args`) and nginx in front of it serving the suite's build; stopped after the worker. */
async function startPair(name: string, args: string[], provide: (pair: Pair) => Promise<void>) {
  const webPort = await freePort();
  const out = process.env.E2E_NGINX_OUT ?? 'dist-nginx';
  const dataDir = path.join(root, '.tmp', `${out}-${name}-data`);
  await rm(dataDir, { recursive: true, force: true });
  const api = await startApi({
    walletOrigins: [`http://127.0.0.1:${webPort}`],
    env: { ...chainEnv(JSON.stringify(BUILD_CHAINS)) },
    args: ['--data', dataDir, ...args],
  });
  let web: { url: string; stop: () => Promise<void> } | undefined;
  try {
    web = await startNginx({
      distDir: path.join(root, 'packages/portal', out),
      port: webPort,
      apiUpstream: api.url,
      dir: path.join(root, '.tmp', `${out}-${name}`),
      chainRpcUrls: JSON.stringify(BUILD_CHAINS),
    });
    await provide({ url: web.url });
  } finally {
    await web?.stop();
    await api.stop();
  }
}

const test = base.extend<object, { gatewayPair: Pair; plainPair: Pair }>({
  gatewayPair: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => startPair('gateway-console', ['--key-grace-ms', String(GRACE_MS)], provide),
    { scope: 'worker' },
  ],
  plainPair: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other fixture
    async ({}, provide) => startPair('gateway-console-none', ['--no-gateway'], provide),
    { scope: 'worker' },
  ],
});

test.use({ locale: 'en-US' });
test.skip(NO_BUILD_CHAINS, 'VITE_CHAIN_RPC_URLS names no chains: no service has a gateway endpoint');

/** Signs the demo customer in on the pair's site. */
async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/#/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** The id of a running service the signed-in customer owns whose endpoint is the gateway's. */
async function ownServiceWithGateway(page: Page, url: string): Promise<number> {
  const token = (await page.context().cookies(url)).find((c) => c.name === TOKEN_COOKIE)?.value;
  const headers = { Authorization: `Bearer ${token}` };
  const list = await page.request.post(`${url}/api/client/service/page`, {
    headers,
    data: { pageNum: 1, pageSize: 50 },
  });
  const { data } = (await list.json()) as {
    data: { list: { id: number; status?: string; expiresAt?: string }[] };
  };
  // A running service (the gateway refuses the calls of one stopped or expired: 403).
  const running = data.list.filter(
    (s) => s.status === 'running' && Date.parse(s.expiresAt ?? '') > Date.now(),
  );
  for (const { id } of running) {
    const key = await page.request.get(`${url}/api/client/service/key/${id}`, { headers });
    const answer = (await key.json()) as { data?: { canManage?: boolean; endpoint?: string } };
    if (answer.data?.canManage && answer.data.endpoint) return id;
  }
  throw new Error(`The demo customer owns no service with a gateway endpoint: ${JSON.stringify(data)}`);
}

/** The RPC endpoint the service's overview shows. */
async function shownEndpoint(page: Page): Promise<string> {
  const code = page.getByRole('region', { name: 'Overview' }).getByText(ENDPOINT);
  await expect(code).toBeVisible();
  return (await code.textContent()) ?? '';
}

/** A provider on `url` that never asks the chain for its id (a refused key would be asked forever). */
const providerOn = (url: string, network: Network) =>
  new JsonRpcProvider(url, network, { staticNetwork: network });

test.describe('with the gateway', () => {
  test.use({ baseURL: async ({ gatewayPair }, provide) => provide(gatewayPair.url) });

  test('the usage of a service’s endpoint by method and error kind, its CSV, and the key rotated then revoked', async ({
    page,
    gatewayPair,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, gatewayPair.url);
    const id = await ownServiceWithGateway(page, gatewayPair.url);
    await openPage(page, `/appservers/myserversdetail?id=${id}`);
    const endpoint = await shownEndpoint(page);
    const usage = page.getByRole('region', { name: 'Usage' });
    const keyPanel = page.getByRole('region', { name: 'API key' });
    await expect(keyPanel.getByText('Active', { exact: true })).toBeVisible();

    // The customer's application: the chain's id, two single calls, a batch of three (ethers sends
    // calls made together in one request), a method the gateway never forwards, and a made-up key.
    const probe = new JsonRpcProvider(endpoint);
    const network = await probe.getNetwork();
    probe.destroy();
    const app = providerOn(endpoint, network);
    expect(await app.getBlockNumber()).toBeGreaterThanOrEqual(0);
    await app.send('eth_gasPrice', []);
    await Promise.all([
      app.send('eth_blockNumber', []),
      app.send('eth_gasPrice', []),
      app.send('net_version', []),
    ]);
    await expect(app.send('anvil_mine', [])).rejects.toMatchObject({ error: { code: -32601 } });
    const madeUp = providerOn(endpoint.replace(/cpk_[0-9a-f]{32}$/, `cpk_${'0'.repeat(32)}`), network);
    await expect(madeUp.send('eth_blockNumber', [])).rejects.toThrow(/server response 401/);
    app.destroy();
    madeUp.destroy();

    // The panel, refreshed, shows them by method (a made-up key is no service's: not counted here).
    await usage.getByRole('button', { name: 'Refresh' }).click();
    const methods = usage.getByRole('table', { name: 'Top methods' });
    await expect(methods.getByRole('row', { name: 'eth_blockNumber 2 0' })).toBeVisible();
    await expect(methods.getByRole('row', { name: 'eth_gasPrice 2 0' })).toBeVisible();
    await expect(methods.getByRole('row', { name: 'net_version 1 0' })).toBeVisible();
    await expect(methods.getByRole('row', { name: 'anvil_mine 1 1' })).toBeVisible();
    const errors = usage.getByRole('table', { name: 'Errors by kind' });
    await expect(errors.getByRole('row', { name: 'Method not allowed 1' })).toBeVisible();
    await expect(errors.getByRole('row')).toHaveCount(2);
    // The chart's text: the bar now is in is said to be still growing.
    await expect(usage.getByRole('table', { name: 'Requests over time (Chart data)' })).toBeAttached();
    await expect(usage.getByRole('rowheader', { name: /\(so far\)$/ })).toBeAttached();
    await expect(usage.getByText(/Measured against the \w+ plan/)).toBeVisible();

    // The CSV holds the same.
    const download = page.waitForEvent('download');
    await usage.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`usage-${id}-24h.csv`);
    const csv = (await readFile((await file.path()) ?? '', 'utf8')).split('\n');
    expect(csv).toEqual(
      expect.arrayContaining(['eth_blockNumber,2,0', 'anvil_mine,1,1', 'Method not allowed,1']),
    );
    expect(csv[0]).toMatch(
      /^\uFEFFPeriod start \(UTC\),.*eth_blockNumber.*,Other methods,Total,Still growing$/,
    );

    // Rotate: the dialog says the old key keeps working; the endpoint changes; the old key is counted
    // down, works during its grace period and is refused after it; the new one works.
    await keyPanel.getByRole('button', { name: 'Rotate key' }).click();
    const rotate = page.getByRole('dialog', { name: 'Rotate the API key?' });
    // The server's grace period (--key-grace-ms), not a fixed figure.
    await expect(rotate).toContainText('The current key keeps working for its grace period (10 seconds)');
    await rotate.getByRole('button', { name: 'Rotate key' }).click();
    await expect(rotate).toBeHidden();
    const countdown = keyPanel.getByText(/^cpk_…[0-9a-f]{4} still works for 0:00:\d\d \(until .+\)\.$/);
    await expect(countdown).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Overview' }).getByText(endpoint, { exact: true }),
    ).toHaveCount(0);
    const rotated = await shownEndpoint(page);
    expect(rotated).not.toBe(endpoint);
    const old = providerOn(endpoint, network);
    const fresh = providerOn(rotated, network);
    expect(await old.getBlockNumber()).toBeGreaterThanOrEqual(0);
    // What the customer waits for: the countdown to end (the panel then asks again: the old key is gone).
    await expect(keyPanel.getByText('Previous key')).toBeHidden();
    await expect(old.send('eth_blockNumber', [])).rejects.toThrow(/server response 401/);
    expect(await fresh.getBlockNumber()).toBeGreaterThanOrEqual(0);

    // Revoke: the dialog names the consequence; the key is refused.
    await keyPanel.getByRole('button', { name: 'Revoke key' }).click();
    const revoke = page.getByRole('dialog', { name: 'Revoke the API key?' });
    await expect(revoke).toContainText("your applications' calls are refused until you issue a new key");
    await revoke.getByRole('button', { name: 'Revoke key' }).click();
    await expect(revoke).toBeHidden();
    await expect(keyPanel.getByText('Revoked', { exact: true })).toBeVisible();
    await expect(keyPanel.getByText(/^No key: calls to this service are refused/)).toBeVisible();
    await expect(fresh.send('eth_blockNumber', [])).rejects.toThrow(/server response 401/);
    old.destroy();
    fresh.destroy();

    // The refused keys are this service's: counted as such.
    await usage.getByRole('button', { name: 'Refresh' }).click();
    await expect(errors.getByRole('row', { name: 'Unknown or revoked key 2' })).toBeVisible();

    // Both writes are in the account's log, labelled.
    await openPage(page, '/accountCenter/loginLog', 'Sign-in log');
    await expect(page.getByRole('cell', { name: 'API key revoked' }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'API key rotated' }).first()).toBeVisible();
  });
});

test.describe('without a gateway', () => {
  test.use({ baseURL: async ({ plainPair }, provide) => provide(plainPair.url) });

  test('without a gateway the panels say that metering needs the HTTP API, and nothing else', async ({
    page,
    plainPair,
  }) => {
    await signIn(page, plainPair.url);
    await openPage(page, '/appservers/myservers', 'My services');
    await page
      .getByRole('table', { name: 'My services' })
      .getByRole('row')
      .nth(1)
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByRole('region', { name: 'Members' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Usage' }).getByText(/^Metering needs the platform's HTTP API/),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'API key' }).getByText(/^API keys need the platform's HTTP API/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usage' }).getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'API key' }).getByRole('button')).toHaveCount(0);
    // No error message: the 404 is not one.
    await expect(page.getByText(/Request ID/)).toHaveCount(0);
  });
});
