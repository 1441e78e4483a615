// The metered gateway (issue 41, decisions 0101 and 0102) in the HTTP API, against a real anvil:
// forwarding, batches, counting, every refusal, the rate, key rotation and revocation, and the
// counts and keys kept across a restart on the same data folder. The clock is the test's own.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Wallet } from 'ethers';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type ApiClient } from '../../client/client';
import { isUnavailable } from '../../client/errors';
import { login } from '../../session/endpoints';
import { getServiceDetail } from '../../services/endpoints';
import { getServiceKey, getServiceUsage, revokeServiceKey, rotateServiceKey } from '../../gateway/endpoints';
import { getLoginLogPage } from '../../loginLog/endpoints';
import { projectAnswer, shapeAnswer } from '../../client/answerShape';
import type { AnyEndpoint } from '../../client/endpoint';
import { bizDb, type MockService } from '../bizDb';
import { observeAnswers } from '../lib/answerMode';
import { configureChains } from '../chain/config';
import { loggedPath } from '../requestLog';
import { startApiServer, type RunningApiServer } from '../server';
import { BATCH_LIMIT, KEY_GRACE_MS, PLANS } from './plans';
import { registerGateway } from './registry';
import { GatewayStore } from './store';
import { openGateway } from './gateway';

interface Chain {
  url: string;
  stop(): Promise<void>;
}
type ChainsModule = {
  startChain(options: { chainId: number; port: number; blockTime?: number }): Promise<Chain>;
  freePort(): Promise<number>;
};

/** The mainnet id of ScOcc02001 (scripts/serve/chains.mjs CHAIN_IDS). */
const CHAIN_ID = 0x13488c5;

let chain: Chain;
let chains: ChainsModule;
let dataDir: string;
let api: RunningApiServer;
let at = Date.parse('2026-11-26T10:00:30Z');
const clock = () => at;

async function startApi() {
  api = await startApiServer({
    chainRpcUrls: { ScOcc02001: chain.url },
    gateway: { dataDir, now: clock },
    logFile: path.join(dataDir, 'api.log'),
  });
}

beforeAll(async () => {
  const modulePath = new URL('../../../../../scripts/serve/chains.mjs', import.meta.url).href;
  chains = (await import(/* @vite-ignore */ modulePath)) as ChainsModule;
  // No empty blocks of its own: a block number that moves says something was mined.
  chain = await chains.startChain({ chainId: CHAIN_ID, port: await chains.freePort(), blockTime: 0 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'gateway-'));
  await startApi();
}, 60_000);

afterAll(async () => {
  await api?.close();
  configureChains({});
  await chain?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The demo user's services, each test taking its own (its own key and bucket), on the gateway's chain. */
const pool = () => bizDb.services.filter((s) => s.owner === 'demo');
let taken = 0;
function serviceFor(edition: MockService['edition'] = 'basic'): MockService {
  const service = pool()[taken++];
  if (!service) throw new Error('no more demo services on ScOcc02001');
  Object.assign(service, {
    chainType: 'consensus',
    chainCode: 'ScOcc02001',
    network: 'mainnet',
    status: 'running',
    edition,
    expiresAt: new Date(at + 365 * 24 * 3600_000).toISOString(),
  });
  return service;
}

const endpointOf = (service: MockService) => api.gateway!.endpointOf(service)!;

interface RpcAnswer {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

async function post(url: string, body: unknown): Promise<RpcAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const call = (method: string, params: unknown[] = [], id: number | string = 1) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

const direct = (method: string, params: unknown[] = []) =>
  post(chain.url, call(method, params)).then((a) => a.body.result as string);

async function signIn(username = 'demo', password = 'demo123'): Promise<ApiClient> {
  const anonymous = createClient({ baseURL: api.url });
  const { token } = await login(anonymous, { username, password });
  return createClient({ baseURL: api.url, getToken: () => token, getLanguage: () => 'en' });
}

beforeEach(() => {
  at += 60_000;
});

describe('forwarding', () => {
  it("forwards a call to the service's chain and answers the node's answer", async () => {
    const service = serviceFor();
    const answer = await post(endpointOf(service), call('eth_chainId'));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ jsonrpc: '2.0', id: 1, result: `0x${CHAIN_ID.toString(16)}` });
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("is the service's rpcEndpoint, under any prefix (nginx's /api/)", async () => {
    const service = serviceFor();
    const detail = await getServiceDetail(await signIn(), { id: service.id });
    expect(detail.rpcEndpoint).toMatch(new RegExp(`^${api.url}/rpc/cpk_[0-9a-f]{32}$`));
    const viaApiPrefix = detail.rpcEndpoint!.replace('/rpc/', '/api/rpc/');
    expect((await post(viaApiPrefix, call('eth_blockNumber'))).body.result).toBe(
      await direct('eth_blockNumber'),
    );
  });

  it('answers a batch: every element forwarded but the refused ones, which are answered by the gateway', async () => {
    const service = serviceFor();
    const before = await direct('eth_blockNumber');
    const answer = await post(endpointOf(service), [
      call('eth_chainId', [], 1),
      call('eth_blockNumber', [], 2),
      call('anvil_mine', ['0x5'], 3),
      call('eth_getBalance', ['0x0000000000000000000000000000000000000001', 'latest'], 4),
    ]);
    expect(answer.status).toBe(200);
    const byId = new Map<number, any>(answer.body.map((a: { id: number }) => [a.id, a])); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(byId.get(1).result).toBe(`0x${CHAIN_ID.toString(16)}`);
    expect(byId.get(2).result).toBe(before);
    expect(byId.get(3).error).toMatchObject({ code: -32601, data: { reason: 'never' } });
    expect(byId.get(4).result).toBe('0x0');
    expect(await direct('eth_blockNumber')).toBe(before);
  });

  it('never forwards anvil management or node-account methods; eth_sendRawTransaction goes through', async () => {
    const service = serviceFor();
    const target = '0x00000000000000000000000000000000000000aa';
    const refused = [
      call('anvil_setBalance', [target, '0xde0b6b3a7640000']),
      call('evm_mine'),
      call('hardhat_setBalance', [target, '0x1']),
      call('personal_listAccounts'),
      call('eth_accounts'),
      call('eth_sendTransaction', [
        { from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: target, value: '0x1' },
      ]),
      call('eth_sign', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x00']),
    ];
    const before = await direct('eth_blockNumber');
    for (const request of refused) {
      const answer = await post(endpointOf(service), request);
      expect(answer.status, request.method).toBe(200);
      expect(answer.body.error, request.method).toMatchObject({ code: -32601, data: { reason: 'never' } });
    }
    expect(await direct('eth_getBalance', [target, 'latest'])).toBe('0x0');
    expect(await direct('eth_blockNumber')).toBe(before);

    // A transaction signed by its sender is forwarded: the node itself answers (no funds here).
    const wallet = Wallet.createRandom();
    const raw = await wallet.signTransaction({
      to: target,
      value: 1n,
      gasLimit: 21000n,
      gasPrice: 2_000_000_000n,
      nonce: 0,
      chainId: CHAIN_ID,
    });
    const sent = await post(endpointOf(service), call('eth_sendRawTransaction', [raw]));
    expect(sent.body.error?.data?.reason).toBeUndefined();
    expect(JSON.stringify(sent.body)).toMatch(/fund|balance/i);
  });
});

describe('refusals', () => {
  it('refuses an unknown key with 401 and a JSON-RPC error, and counts the call', async () => {
    const answer = await post(
      `${api.url}/rpc/cpk_00000000000000000000000000000000`,
      call('eth_chainId', [], 7),
    );
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32001, data: { reason: 'key' } },
    });
    const unknown = api.gateway!.store.callsOf(null);
    expect(unknown.at(-1)).toMatchObject({ method: 'eth_chainId', status: 'refused', kind: 'key', ts: at });
  });

  it("answers 502 with a JSON-RPC error when the chain's node does not answer, and counts it", async () => {
    const deadPort = await chains.freePort();
    const folder = mkdtempSync(path.join(tmpdir(), 'gateway-dead-'));
    let base = '';
    const gateway = await openGateway({
      dataDir: folder,
      now: clock,
      publicUrl: () => base,
      chainUrlOf: () => `http://127.0.0.1:${deadPort}`,
    });
    const server = createServer((req, res) => gateway.handle(req, res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const service = serviceFor();
      const answer = await post(gateway.endpointOf(service)!, call('eth_chainId', [], 3));
      expect(answer.status).toBe(502);
      expect(answer.body).toMatchObject({ id: 3, error: { code: -32603, data: { reason: 'unreachable' } } });
      expect(gateway.store.callsOf(service.id).at(-1)).toMatchObject({
        status: 'error',
        kind: 'unreachable',
      });
    } finally {
      server.close();
      await gateway.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a stopped, an expired and a pending service with 403', async () => {
    const service = serviceFor();
    const url = endpointOf(service);
    expect((await post(url, call('eth_chainId'))).status).toBe(200);
    for (const change of [
      { status: 'stopped' },
      { status: 'running', expiresAt: new Date(at - 1000).toISOString() },
      { status: 'pending', expiresAt: new Date(at + 3600_000).toISOString() },
    ] as const) {
      Object.assign(service, change);
      const answer = await post(url, call('eth_chainId'));
      expect(answer.status, JSON.stringify(change)).toBe(403);
      expect(answer.body.error).toMatchObject({ code: -32002, data: { reason: 'suspended' } });
    }
  });

  it("refuses a method the plan does not have; the advanced plan's calls reach the node", async () => {
    const hash = `0x${'ab'.repeat(32)}`;
    const basic = await post(endpointOf(serviceFor('basic')), call('debug_traceTransaction', [hash]));
    expect(basic.body.error).toMatchObject({ code: -32601, data: { reason: 'plan' } });
    const advanced = await post(endpointOf(serviceFor('advanced')), call('debug_traceTransaction', [hash]));
    expect(advanced.body.error?.data?.reason).toBeUndefined();
  });

  it('refuses a batch over the limit, counting each of its calls', async () => {
    const service = serviceFor('custom');
    const batch = Array.from({ length: BATCH_LIMIT + 1 }, (_, i) => call('eth_blockNumber', [], i));
    const answer = await post(endpointOf(service), batch);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: -32600, data: { reason: 'batch' } });
    const calls = api.gateway!.store.callsOf(service.id);
    expect(calls.filter((c) => c.kind === 'batch')).toHaveLength(BATCH_LIMIT + 1);
    expect((await post(endpointOf(service), batch.slice(0, BATCH_LIMIT))).body).toHaveLength(BATCH_LIMIT);
  });

  it("answers over the plan's rate with 429 and Retry-After, and lets calls through as the bucket refills", async () => {
    const service = serviceFor('trial');
    const { burst, ratePerSecond } = PLANS.trial;
    const url = endpointOf(service);
    const full = Array.from({ length: burst }, (_, i) => call('eth_chainId', [], i));
    expect((await post(url, full)).status).toBe(200);
    const over = await post(url, call('eth_chainId', [], 'x'));
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('1');
    expect(over.body).toMatchObject({ id: 'x', error: { code: -32005, data: { reason: 'rate' } } });
    // A batch needing more than the bucket holds waits for all of it.
    at += 1000;
    const twice = Array.from({ length: ratePerSecond * 2 }, (_, i) => call('eth_chainId', [], i));
    const refused = await post(url, twice);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.body.every((a: { error?: { code: number } }) => a.error?.code === -32005)).toBe(true);
    expect((await post(url, call('eth_chainId'))).status).toBe(200);
  });
});

describe('counting and the usage the console reads', () => {
  it('notes every call with its method, outcome and latency, and the usage answer adds them up', async () => {
    const service = serviceFor();
    const url = endpointOf(service);
    await post(url, call('eth_blockNumber'));
    await post(url, [call('eth_blockNumber', [], 1), call('eth_chainId', [], 2)]);
    await post(url, call('eth_getBlockByNumber', ['not a block', false]));
    await post(url, call('trace_block', ['latest']));
    const calls = api.gateway!.store.callsOf(service.id);
    expect(calls.map((c) => [c.method, c.status, c.kind])).toEqual([
      ['eth_blockNumber', 'ok', ''],
      ['eth_blockNumber', 'ok', ''],
      ['eth_chainId', 'ok', ''],
      ['eth_getBlockByNumber', 'error', 'rpc'],
      ['trace_block', 'refused', 'method'],
    ]);
    expect(calls.every((c) => c.ts === at)).toBe(true);
    expect(calls.slice(0, 4).every((c) => (c.latencyUs ?? 0) > 0)).toBe(true);
    // A refusal never reaches the node: it is not part of the latency figures.
    expect(calls[4]!.latencyUs).toBeNull();

    const usage = await getServiceUsage(await signIn(), { id: service.id, window: '1h' });
    expect(usage.buckets).toHaveLength(60);
    expect(usage.buckets.slice(0, -1).every((b) => !b.partial)).toBe(true);
    expect(usage.buckets.at(-1)).toMatchObject({ partial: true, total: 5 });
    expect(usage.buckets.at(-1)!.byMethod).toEqual(
      expect.arrayContaining([
        { method: 'eth_blockNumber', count: 2 },
        { method: 'eth_chainId', count: 1 },
      ]),
    );
    expect(usage.buckets.slice(0, -1).every((b) => b.total === 0)).toBe(true);
    expect(usage.totals).toEqual({ requests: 5, errors: 1, refused: 1 });
    expect(usage.topMethods[0]).toEqual({ method: 'eth_blockNumber', count: 2, errors: 0 });
    expect(usage.errors).toEqual(
      expect.arrayContaining([
        { kind: 'rpc', count: 1 },
        { kind: 'method', count: 1 },
      ]),
    );
    expect(usage.latency?.p50Ms).toBeGreaterThan(0);
    expect(usage.latency!.p95Ms!).toBeGreaterThanOrEqual(usage.latency!.p50Ms!);
    expect(usage.plan).toMatchObject({ edition: 'basic', ratePerSecond: PLANS.basic.ratePerSecond });

    // An hour on, the calls are in the first of the 24 h window's buckets and out of the 1 h window.
    at += 3600_000;
    const later = await getServiceUsage(await signIn(), { id: service.id, window: '24h' });
    expect(later.buckets).toHaveLength(48);
    expect(later.buckets.reduce((sum, b) => sum + b.total, 0)).toBe(5);
    expect(later.buckets.at(-1)!.total).toBe(0);
    const hour = await getServiceUsage(await signIn(), { id: service.id, window: '1h' });
    expect(hour.totals?.requests).toBe(0);
    expect(hour.latency).toBeUndefined();
  });

  it('logs the refused and failed calls with their request id, never the whole key; a success is counted, not logged', async () => {
    expect(loggedPath('/rpc/cpk_0123456789abcdef0123456789abcdef?x=1')).toBe('/rpc/cpk_0123…');
    const service = serviceFor();
    const refused = await post(
      `${api.url}/api/rpc/cpk_0123456789abcdef0123456789abcdef`,
      call('eth_chainId'),
    );
    const served = await post(endpointOf(service), call('eth_chainId'));
    const lines = readFileSync(path.join(dataDir, 'api.log'), 'utf8')
      .trim()
      .split('\n')
      .map(
        (line) =>
          JSON.parse(line) as { requestId: string; request: { path: string }; answer: { status: number } },
      );
    const line = lines.find((l) => l.requestId === refused.headers.get('x-request-id'));
    expect(line).toMatchObject({ request: { path: '/api/rpc/cpk_0123…' }, answer: { status: 401 } });
    expect(lines.some((l) => l.requestId === served.headers.get('x-request-id'))).toBe(false);
    expect(lines.some((l) => l.request.path.includes(endpointOf(service).slice(-32)))).toBe(false);
  });
});

describe('the answers the other ways (decision 0086)', () => {
  it('loosened, or projected onto what the schemas require, the usage and key answers still parse', async () => {
    const service = serviceFor();
    await post(endpointOf(service), [call('eth_blockNumber', [], 1), call('anvil_mine', [], 2)]);
    const samples: { endpoint: AnyEndpoint; data: unknown }[] = [];
    observeAnswers((endpoint, data) => samples.push({ endpoint, data: structuredClone(data) }));
    try {
      const owner = await signIn();
      await getServiceUsage(owner, { id: service.id, window: '1h' });
      await getServiceKey(owner, { id: service.id });
      await rotateServiceKey(owner, { serviceId: service.id });
    } finally {
      observeAnswers(null);
    }
    const ids = samples.map((s) => s.endpoint.id);
    expect(ids).toEqual(expect.arrayContaining(['gateway.usage', 'gateway.key', 'gateway.rotateKey']));
    for (const { endpoint, data } of samples) {
      const full = endpoint.response.safeParse(data);
      const loose = endpoint.response.safeParse(shapeAnswer(endpoint.response, data, 'loose'));
      expect(loose.success, `${endpoint.id}: ${loose.error?.message}`).toBe(true);
      expect(loose.data, endpoint.id).toEqual(full.data);
      const spec = endpoint.response.safeParse(projectAnswer(endpoint.response, data));
      expect(spec.success, `${endpoint.id}: ${spec.error?.message}`).toBe(true);
    }
  });
});

describe('keys', () => {
  it('rotates: the new key works at once, the old one for 24 hours, then never', async () => {
    const service = serviceFor();
    const owner = await signIn();
    const first = await getServiceKey(owner, { id: service.id });
    expect(first).toMatchObject({
      state: 'active',
      canManage: true,
      endpoint: endpointOf(service),
      // What the rotate dialog tells the owner.
      graceSeconds: KEY_GRACE_MS / 1000,
    });
    const rotated = await rotateServiceKey(owner, { serviceId: service.id });
    expect(rotated.key).not.toBe(first.key);
    expect(rotated.previous).toEqual({
      key: `cpk_…${first.key!.slice(-4)}`,
      expiresAt: new Date(at + KEY_GRACE_MS).toISOString(),
    });
    expect((await post(rotated.endpoint!, call('eth_chainId'))).status).toBe(200);
    at += KEY_GRACE_MS - 1;
    expect((await post(first.endpoint!, call('eth_chainId'))).status).toBe(200);
    at += 1;
    const old = await post(first.endpoint!, call('eth_chainId'));
    expect(old.status).toBe(401);
    expect(old.body.error.message).toMatch(/rotated out/);
    expect((await getServiceKey(owner, { id: service.id })).previous).toBeUndefined();
    expect((await getServiceDetail(owner, { id: service.id })).rpcEndpoint).toBe(rotated.endpoint);
  });

  it('a second rotation ends the grace period of the first', async () => {
    const service = serviceFor();
    const owner = await signIn();
    const first = await getServiceKey(owner, { id: service.id });
    await rotateServiceKey(owner, { serviceId: service.id });
    await rotateServiceKey(owner, { serviceId: service.id });
    expect((await post(first.endpoint!, call('eth_chainId'))).status).toBe(401);
  });

  it('revokes every key at once and notes it in the sign-in log; a rotation issues a new one', async () => {
    const service = serviceFor();
    const owner = await signIn();
    const first = await getServiceKey(owner, { id: service.id });
    const second = await rotateServiceKey(owner, { serviceId: service.id });
    const revoked = await revokeServiceKey(owner, { serviceId: service.id });
    expect(revoked).toMatchObject({ state: 'revoked', revokedAt: new Date(at).toISOString() });
    expect(revoked.key).toBeUndefined();
    for (const endpoint of [first.endpoint!, second.endpoint!]) {
      const answer = await post(endpoint, call('eth_chainId'));
      expect(answer.status).toBe(401);
      expect(answer.body.error.message).toMatch(/revoked/);
    }
    expect((await getServiceDetail(owner, { id: service.id })).rpcEndpoint).toBeUndefined();
    const log = await getLoginLogPage(owner, { pageNum: 1, pageSize: 3 });
    expect(log.list.map((l) => l.method)).toEqual(['apiKeyRevoked', 'apiKeyRotated', 'password']);
    const renewed = await rotateServiceKey(owner, { serviceId: service.id });
    expect((await post(renewed.endpoint!, call('eth_chainId'))).status).toBe(200);
  });

  it('lets a member read the key but only the owner rotate or revoke; others do not see it', async () => {
    const service = serviceFor();
    service.members.push({
      id: 999_001,
      username: 'admin',
      name: 'Admin',
      contact: '',
      role: 'member',
      status: 'joined',
      joinedAt: null,
    });
    const member = await signIn('admin', 'admin123');
    expect(await getServiceKey(member, { id: service.id })).toMatchObject({ canManage: false });
    await expect(rotateServiceKey(member, { serviceId: service.id })).rejects.toMatchObject({ code: 20001 });
    await expect(revokeServiceKey(member, { serviceId: service.id })).rejects.toMatchObject({ code: 20001 });
    const notHis = serviceFor();
    await expect(getServiceUsage(member, { id: notHis.id, window: '1h' })).rejects.toMatchObject({
      code: 20002,
    });
    await expect(getServiceKey(member, { id: notHis.id })).rejects.toMatchObject({ code: 20002 });
  });
});

describe('persistence', () => {
  it('keeps keys, revocations and counts across a restart on the same data folder', async () => {
    const kept = serviceFor();
    const gone = serviceFor();
    const owner = await signIn();
    await post(endpointOf(kept), [call('eth_chainId', [], 1), call('eth_blockNumber', [], 2)]);
    const goneKey = await getServiceKey(owner, { id: gone.id });
    await revokeServiceKey(owner, { serviceId: gone.id });
    const before = await getServiceUsage(owner, { id: kept.id, window: '24h' });
    const endpoint = endpointOf(kept);
    const port = api.port;
    // Noted but not written yet (calls are written in batches): closing writes it.
    await post(endpoint, call('net_version'));

    await api.close();
    await startApi();
    const url = endpoint.replace(`:${port}/`, `:${api.port}/`);
    expect(api.gateway!.endpointOf(kept)).toBe(url);
    const after = await getServiceUsage(await signIn(), { id: kept.id, window: '24h' });
    expect(before.totals?.requests).toBe(2);
    expect(after.totals?.requests).toBe(3);
    expect(after.topMethods.map((m) => m.method).sort()).toEqual([
      'eth_blockNumber',
      'eth_chainId',
      'net_version',
    ]);
    expect((await post(url, call('eth_chainId'))).status).toBe(200);
    const revoked = goneKey.endpoint!.replace(`:${port}/`, `:${api.port}/`);
    expect((await post(revoked, call('eth_chainId'))).status).toBe(401);
  });

  it("issues a service's first key once when two processes share the data folder", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'gateway-shared-'));
    const [a, b] = [await GatewayStore.open(folder), await GatewayStore.open(folder)];
    try {
      const first = a.addFirstKeys([{ serviceId: 7, key: 'cpk_a' }]);
      const second = b.addFirstKeys([{ serviceId: 7, key: 'cpk_b' }]);
      expect(first.map((k) => k.key)).toEqual(['cpk_a']);
      expect(second.map((k) => k.key)).toEqual(['cpk_a']);
    } finally {
      a.close();
      b.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('opens its file with better-sqlite3 where node:sqlite is missing', () => {
    const hasBuiltin = !!(process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule?.(
      'node:sqlite',
    );
    expect(api.gateway!.driver).toBe(hasBuiltin ? 'node:sqlite' : 'better-sqlite3');
  });
});

describe('without the gateway (the in-browser demo, decision 0102)', () => {
  it('answers the usage and key calls with 404, which the client reports as unavailable without a message', async () => {
    const plain = await startApiServer({ chainRpcUrls: { ScOcc02001: chain.url } });
    try {
      const notify = vi.fn();
      const anonymous = createClient({ baseURL: plain.url });
      const { token } = await login(anonymous, { username: 'demo', password: 'demo123' });
      const client = createClient({ baseURL: plain.url, getToken: () => token, notify });
      const service = serviceFor();
      for (const attempt of [
        getServiceUsage(client, { id: service.id, window: '24h' }),
        getServiceKey(client, { id: service.id }),
        rotateServiceKey(client, { serviceId: service.id }),
      ]) {
        const error = await attempt.catch((e: unknown) => e);
        expect(isUnavailable(error)).toBe(true);
      }
      expect(notify).not.toHaveBeenCalled();
      // Without a token too: the path is not there, whoever asks.
      const bare = await fetch(`${plain.url}/client/service/usage/${service.id}?window=1h`);
      expect(bare.status).toBe(404);
      const detail = await getServiceDetail(client, { id: service.id });
      expect(detail.rpcEndpoint).toBe(chain.url);
    } finally {
      await plain.close();
      // One gateway a process: the last server started registered none.
      registerGateway(api.gateway);
    }
  });
});
