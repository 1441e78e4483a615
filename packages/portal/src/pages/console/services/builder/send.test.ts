import { describe, expect, it } from 'vitest';
import { sendRpc } from './send';

const URL_ = 'https://gw.example/api/rpc/cpk_00';
const BODY = '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber","params":[]}';

/** A fetch answering `body` with `status` and `headers`, and a clock that takes 42 ms a call. */
function answering(status: number, body: string, headers: Record<string, string> = {}) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch = ((url: string, init: RequestInit) => {
    seen.push({ url, init });
    return Promise.resolve(new Response(body, { status, headers }));
  }) as unknown as typeof globalThis.fetch;
  let clock = 1000;
  const now = () => (clock += 21);
  return { options: { fetch, now }, seen };
}

const refusal = (code: number, reason?: string) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    error: { code, message: 'no', ...(reason ? { data: { reason } } : {}) },
  });

describe('sendRpc', () => {
  it('POSTs the body as JSON and gives the status, the time and the answer pretty-printed', async () => {
    const { options, seen } = answering(200, '{"jsonrpc":"2.0","id":1,"result":"0x1b4"}');
    expect(await sendRpc(URL_, BODY, options)).toEqual({
      kind: 'answer',
      error: undefined,
      status: 200,
      ms: 21,
      text: '{\n  "jsonrpc": "2.0",\n  "id": 1,\n  "result": "0x1b4"\n}',
    });
    expect(seen[0]!.url).toBe(URL_);
    expect(seen[0]!.init).toMatchObject({
      method: 'POST',
      body: BODY,
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('the gateway’s refusals by code; the rate’s with its Retry-After', async () => {
    const kind = async (status: number, body: string, headers?: Record<string, string>) =>
      sendRpc(URL_, BODY, answering(status, body, headers).options);
    expect(await kind(401, refusal(-32001, 'key'))).toMatchObject({
      kind: 'refused',
      reason: 'key',
      status: 401,
    });
    expect(await kind(403, refusal(-32002, 'suspended'))).toMatchObject({
      kind: 'refused',
      reason: 'suspended',
    });
    expect(await kind(429, refusal(-32005, 'rate'), { 'Retry-After': '3' })).toMatchObject({
      kind: 'refused',
      reason: 'rate',
      retryAfter: 3,
      status: 429,
    });
    expect(await kind(429, refusal(-32005))).toMatchObject({ reason: 'rate', retryAfter: undefined });
    expect(await kind(200, refusal(-32601, 'plan'))).toMatchObject({ kind: 'refused', reason: 'plan' });
    expect(await kind(200, refusal(-32601, 'never'))).toMatchObject({ kind: 'refused', reason: 'never' });
  });

  it('a node’s own error is an answer, -32601 without the gateway’s reason too', async () => {
    const outcome = await sendRpc(URL_, BODY, answering(200, refusal(-32601)).options);
    expect(outcome).toMatchObject({ kind: 'answer', error: { code: -32601, message: 'no' } });
  });

  it('no answer is a network failure; an answer that is not JSON-RPC is malformed, kept as it came', async () => {
    const failing = (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await sendRpc(URL_, BODY, { fetch: failing, now: () => 5 })).toEqual({ kind: 'network', ms: 0 });
    const html = '<html><body>502 Bad Gateway</body></html>';
    expect(await sendRpc(URL_, BODY, answering(502, html).options)).toMatchObject({
      kind: 'malformed',
      status: 502,
      text: html,
    });
    expect(await sendRpc(URL_, BODY, answering(502, '{"code":500,"msg":"x"}').options)).toMatchObject({
      kind: 'malformed',
    });
  });
});
