/**
 * The metered gateway (issue 41, decision 0101): the platform's part in front of the chains' nodes.
 * A service's endpoint is `<api>/rpc/<key>`; the gateway checks the key, the service and the plan,
 * forwards JSON-RPC (batches too) to the service's chain over kept-alive connections, and notes
 * every call (method, outcome, latency) in its SQLite store (store.ts). Server-only: the HTTP API
 * (server.ts) opens one and hands its console side to the shared handlers (registry.ts).
 *
 * Refusals, as HTTP status and JSON-RPC error (`error.data.reason` names the refusal):
 *   401  -32001  unknown key, revoked key, key rotated out after its grace period      kind 'key'
 *   403  -32002  the service is not running (stopped, expired, pending)                kind 'suspended'
 *   429  -32005  over the plan's rate; `Retry-After` in seconds                         kind 'rate'
 *   200  -32601  a method the plan does not allow or the gateway never forwards        kind 'method'
 *   400  -32600  a batch over BATCH_LIMIT, an empty batch, a call that is not JSON-RPC  kind 'batch'/'invalid'
 *   400  -32700  a body that is not JSON                                                kind 'invalid'
 *   502  -32603  the chain's node did not answer                                        kind 'unreachable'
 * A method refusal inside a batch answers that element only; the others are forwarded.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { UsageWindow } from '../../gateway/schemas';
import { bizDb, type MockService } from '../bizDb';
import { chainRpcUrlOn } from '../chain/config';
import { BATCH_LIMIT, BODY_LIMIT_BYTES, KEY_GRACE_MS, PLANS, type Plan } from './plans';
import type { GatewayConsole, UsageAnswer } from './registry';
import {
  ERROR,
  INVALID_METHOD,
  mergeBatch,
  readCall,
  rpcError,
  TOP_LEVEL_ERROR,
  type Kind,
  type Outcome,
  type RpcCall,
} from './jsonRpc';
import { openKeyRing } from './keys';
import { Buckets } from './rateLimit';
import { usageAnswer } from './usage';
import { GatewayStore, type KeyRow } from './store';
import { Upstreams } from './upstream';

export interface GatewayOptions {
  /** The folder of the SQLite file (created when missing). */
  dataDir: string;
  /**
   * The API's base URL as customers reach it (through nginx: `https://portal.example/api`); a
   * service's endpoint is `<publicUrl>/rpc/<key>`. A function is read each time. @default ''
   */
  publicUrl?: string | (() => string);
  /** The clock (tests move it). @default Date.now */
  now?: () => number;
  /** The service with this id. @default the mock store's (bizDb) */
  serviceOf?: (id: number) => MockService | undefined;
  /** Where the service's chain answers JSON-RPC. @default its chain's URL on its network (chain/config.ts) */
  chainUrlOf?: (service: MockService) => string | undefined;
  /** How long a chain may take to answer. @default 30 000 ms */
  upstreamTimeoutMs?: number;
  /**
   * How long a rotated-out key keeps working. @default KEY_GRACE_MS (24 h); shorter only where a test
   * waits for a grace period to end (api-server.mjs --key-grace-ms, e2e-nginx/gateway-console.spec.ts).
   */
  keyGraceMs?: number;
  /** Use better-sqlite3 even where node:sqlite exists (tests of the fallback). */
  prefer?: 'better-sqlite3';
}

export interface Gateway extends GatewayConsole {
  /** The SQLite driver in use. */
  readonly driver: 'node:sqlite' | 'better-sqlite3';
  readonly store: GatewayStore;
  /** Whether a request line's path is the gateway's: `/rpc/<key>`, under any prefix (`/api/rpc/<key>`). */
  matches(url: string | undefined): boolean;
  /** Answers a request whose path `matches`. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The key row of a key text (tests). */
  keyRowOf(key: string): KeyRow | undefined;
  /** Writes the noted calls, closes the store and the connections to the chains. */
  close(): Promise<void>;
}

const RPC_PATH = /^(?:\/[\w.-]+)*\/rpc\/([^/?#]*)\/?(?:[?#].*)?$/;

/** Opens the gateway's store in `dataDir` and answers with the gateway. */
export async function openGateway({
  dataDir,
  publicUrl = '',
  now = Date.now,
  serviceOf = (id) => bizDb.services.find((s) => s.id === id),
  chainUrlOf = (s) => (s.chainCode ? chainRpcUrlOn(s.chainCode, s.network) : undefined),
  upstreamTimeoutMs = 30_000,
  keyGraceMs = KEY_GRACE_MS,
  prefer,
}: GatewayOptions): Promise<Gateway> {
  const store = await GatewayStore.open(dataDir, { now, prefer });
  const buckets = new Buckets();
  const upstreams = new Upstreams(upstreamTimeoutMs);

  const base = () => (typeof publicUrl === 'function' ? publicUrl() : publicUrl).replace(/\/+$/, '');
  const endpointFor = (key: string) => `${base()}/rpc/${key}`;
  const serves = (service: MockService) => !!chainUrlOf(service);
  const planOf = (service: MockService): Plan => PLANS[service.edition] ?? PLANS.basic;
  const suspended = (service: MockService, at: number) =>
    service.status !== 'running' || !(Date.parse(service.expiresAt) > at);
  const keys = openKeyRing({ store, now, keyGraceMs, serves, endpointFor });
  keys.seed(bizDb.services);

  const usage = (service: MockService, window: UsageWindow): UsageAnswer =>
    usageAnswer(store, service, planOf(service), window, now());

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const at = now();
    // Any web page may call a node provider's endpoint: the key is the credential, not a cookie.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After, X-Request-Id');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      res.statusCode = 204;
      res.end();
      return;
    }
    const send = (status: number, body: unknown, headers?: Record<string, string>) => {
      const text = Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
      res.writeHead(status, {
        ...headers,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': text.length,
      });
      res.end(text);
    };
    if (req.method !== 'POST') {
      send(405, rpcError(null, ERROR.invalid, 'Send JSON-RPC requests with POST'), {
        Allow: 'POST, OPTIONS',
      });
      req.resume();
      return;
    }
    const keyText = RPC_PATH.exec(req.url ?? '')?.[1] ?? '';
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => answer(Buffer.concat(chunks)));
    req.on('error', () => res.destroy());

    const answer = (body: Buffer) => {
      const key = keys.byKey(keyText);
      const service = key && serviceOf(key.serviceId);
      let parsed: unknown;
      let parseError = tooLarge;
      if (!tooLarge) {
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          parseError = true;
        }
      }
      const batch = Array.isArray(parsed);
      const plan = service && planOf(service);
      const calls: RpcCall[] = parseError
        ? [{ id: null, method: INVALID_METHOD }]
        : batch
          ? (parsed as unknown[]).map((c) => readCall(c, plan))
          : [readCall(parsed, plan)];
      const note = (outcomes: Outcome[], latency: boolean) => {
        const latencyUs = latency ? Math.round((performance.now() - started) * 1000) : null;
        for (const o of outcomes) {
          store.record({
            ts: at,
            serviceId: service ? service.id : null,
            keyId: key ? key.id : null,
            method: o.method,
            status: o.status,
            kind: o.kind,
            latencyUs: o.status === 'refused' ? null : latencyUs,
          });
        }
      };
      /** Refuses the whole request: every call counted with `kind`, one error (or one per batch element). */
      const refuseAll = (
        status: number,
        kind: Kind,
        code: number,
        message: string,
        headers?: Record<string, string>,
      ) => {
        note(
          calls.map((c) => ({ method: c.method, status: 'refused', kind })),
          false,
        );
        send(status, rpcError(batch ? null : (calls[0]?.id ?? null), code, message, kind), headers);
      };

      if (!key) return refuseAll(401, 'key', ERROR.key, 'Unknown key: check the endpoint in the console');
      if (key.revokedAt !== null)
        return refuseAll(
          401,
          'key',
          ERROR.key,
          'This key was revoked: the console shows the current endpoint',
        );
      if (key.expiresAt !== null && key.expiresAt <= at)
        return refuseAll(
          401,
          'key',
          ERROR.key,
          'This key was rotated out: the console shows the current endpoint',
        );
      if (!service || suspended(service, at))
        return refuseAll(
          403,
          'suspended',
          ERROR.suspended,
          `The service is ${service?.status === 'running' ? 'expired' : (service?.status ?? 'gone')}: renew or restart it in the console`,
        );
      if (parseError)
        return tooLarge
          ? refuseAll(400, 'invalid', ERROR.invalid, `The request is over ${BODY_LIMIT_BYTES} bytes`)
          : refuseAll(400, 'invalid', ERROR.parse, 'Parse error: the body is not JSON');
      if (batch && calls.length === 0)
        return refuseAll(400, 'invalid', ERROR.invalid, 'Invalid request: an empty batch');
      if (calls.length > BATCH_LIMIT)
        return refuseAll(
          400,
          'batch',
          ERROR.invalid,
          `A batch of ${calls.length} calls is over the limit of ${BATCH_LIMIT}`,
        );
      const forward = calls.filter((c) => !c.refusal);
      const refused = calls.filter((c) => c.refusal);
      if (!batch && refused.length === 1) {
        const { refusal, id, method } = refused[0]!;
        note([{ method, status: 'refused', kind: refusal!.kind }], false);
        return send(200, rpcError(id, refusal!.code, refusal!.message, refusal!.reason));
      }
      if (forward.length > 0) {
        const taken = buckets.take(key.id, forward.length, plan!, at);
        if (!taken.ok) {
          note(
            calls.map((c) => ({
              method: c.method,
              status: 'refused',
              kind: c.refusal ? c.refusal.kind : 'rate',
            })),
            false,
          );
          const retry = String(Math.max(1, Math.ceil(taken.retryMs / 1000)));
          const message = `Over the plan's rate of ${plan!.ratePerSecond} calls a second: retry after ${retry} s`;
          const body = batch
            ? calls.map((c) =>
                c.refusal
                  ? rpcError(c.id, c.refusal.code, c.refusal.message, c.refusal.reason)
                  : rpcError(c.id, ERROR.rate, message, 'rate'),
              )
            : rpcError(calls[0]!.id, ERROR.rate, message, 'rate');
          return send(429, body, { 'Retry-After': retry });
        }
      }
      const refusedAnswers = refused.map((c) =>
        rpcError(c.id, c.refusal!.code, c.refusal!.message, c.refusal!.reason),
      );
      if (forward.length === 0) {
        note(
          refused.map((c) => ({ method: c.method, status: 'refused', kind: c.refusal!.kind })),
          false,
        );
        return send(200, refusedAnswers);
      }
      const target = chainUrlOf(service);
      const outgoing = !batch
        ? body
        : Buffer.from(JSON.stringify((parsed as unknown[]).filter((_, i) => !calls[i]!.refusal)));
      const unreachable = () => {
        note(
          [
            ...forward.map((c) => ({
              method: c.method,
              status: 'error' as const,
              kind: 'unreachable' as const,
            })),
            ...refused.map((c) => ({ method: c.method, status: 'refused' as const, kind: c.refusal!.kind })),
          ],
          true,
        );
        const message = "The chain's node did not answer";
        send(
          502,
          batch
            ? [
                ...forward.map((c) => rpcError(c.id, ERROR.unreachable, message, 'unreachable')),
                ...refusedAnswers,
              ]
            : rpcError(forward[0]!.id, ERROR.unreachable, message, 'unreachable'),
        );
      };
      if (!target) return unreachable();
      upstreams.post(target, outgoing, (reply) => {
        if (!reply) return unreachable();
        const status = reply.status < 500 ? reply.status : 502;
        if (batch) return send(status, mergeBatch(forward, refused, reply.body, note));
        const error = TOP_LEVEL_ERROR.test(reply.body.subarray(0, 512).toString('utf8'));
        note(
          [{ method: forward[0]!.method, status: error ? 'error' : 'ok', kind: error ? 'rpc' : '' }],
          true,
        );
        res.writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': reply.body.length,
        });
        res.end(reply.body);
      });
    };
  };

  const consoleSide: GatewayConsole = {
    serves,
    endpointOf(service) {
      if (!serves(service)) return undefined;
      keys.seed([service]);
      const live = keys.liveKey(service.id);
      return live ? endpointFor(live.key) : '';
    },
    keyOf: keys.answer,
    rotate(service) {
      keys.rotate(service);
      return keys.answer(service, true);
    },
    revoke(service) {
      keys.revoke(service);
      return keys.answer(service, true);
    },
    usage,
  };

  return {
    ...consoleSide,
    driver: store.driver,
    store,
    matches: (url) => !!url && RPC_PATH.test(url),
    handle,
    keyRowOf: keys.byKey,
    close: async () => {
      store.close();
      upstreams.close();
    },
  };
}
