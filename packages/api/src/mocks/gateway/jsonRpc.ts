// JSON-RPC as the gateway reads and answers it (decision 0101): the error codes of its refusals,
// one call of a request read (its id and method, or why the gateway refuses it by itself), and a
// batch's answer put together from the node's answers and the gateway's refusals.
import type { CallStatus } from './store';
import { methodVerdict, type Plan } from './plans';

/** The method a call without a readable one is counted under. */
export const INVALID_METHOD = '(invalid)';
const METHOD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** An error member at the top level of a single answer (before any nested object). */
export const TOP_LEVEL_ERROR = /^\s*\{[^{]*?"error"\s*:/;

export const ERROR = {
  key: -32001,
  suspended: -32002,
  rate: -32005,
  method: -32601,
  invalid: -32600,
  parse: -32700,
  unreachable: -32603,
} as const;

export type Kind = 'key' | 'suspended' | 'rate' | 'method' | 'batch' | 'invalid' | 'unreachable' | 'rpc' | '';

export interface Outcome {
  method: string;
  status: CallStatus;
  kind: Kind;
}

export type RpcId = string | number | null;
export interface RpcCall {
  id: RpcId;
  method: string;
  /** Why the gateway refuses this element by itself (a malformed call or a method), if it does. */
  refusal?: { kind: Kind; code: number; message: string; reason: string };
}

export function rpcError(id: RpcId, code: number, message: string, reason?: string) {
  return { jsonrpc: '2.0', id, error: reason ? { code, message, data: { reason } } : { code, message } };
}

/** Reads one element of a request: its id and method, or why it is not a JSON-RPC call. */
export function readCall(value: unknown, plan: Plan | undefined): RpcCall {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return {
      id: null,
      method: INVALID_METHOD,
      refusal: { kind: 'invalid', code: ERROR.invalid, message: 'Invalid request', reason: 'invalid' },
    };
  }
  const call = value as { id?: unknown; method?: unknown };
  const id: RpcId =
    typeof call.id === 'string' || typeof call.id === 'number' || call.id === null ? call.id : null;
  if (typeof call.method !== 'string' || !METHOD_NAME.test(call.method)) {
    return {
      id,
      method: INVALID_METHOD,
      refusal: {
        kind: 'invalid',
        code: ERROR.invalid,
        message: 'Invalid request: no method',
        reason: 'invalid',
      },
    };
  }
  const method = call.method;
  if (!plan) return { id, method };
  const verdict = methodVerdict(method, plan);
  if (verdict.ok) return { id, method };
  const message =
    verdict.reason === 'plan'
      ? `${method} is not in this service's plan (the advanced and custom plans have debug_* and trace_*)`
      : verdict.reason === 'never'
        ? `${method} is not available through the gateway${method.startsWith('eth_s') ? ': sign locally and send with eth_sendRawTransaction' : ''}`
        : `The method ${method} does not exist`;
  return { id, method, refusal: { kind: 'method', code: ERROR.method, message, reason: verdict.reason } };
}

/**
 * A batch's answer: the node's answers to the forwarded calls (matched by id when the ids are
 * distinct, else in order, as the node answers) and the gateway's refusals, each call noted.
 */
export function mergeBatch(
  forward: RpcCall[],
  refused: RpcCall[],
  body: Buffer,
  note: (outcomes: Outcome[], latency: boolean) => void,
): unknown[] {
  let answers: unknown;
  try {
    answers = JSON.parse(body.toString('utf8'));
  } catch {
    answers = undefined;
  }
  const list = Array.isArray(answers)
    ? (answers as { id?: RpcId; error?: unknown }[])
    : forward.map((c) => rpcError(c.id, ERROR.unreachable, 'The node answered no batch', 'unreachable'));
  const ids = forward.map((c) => c.id);
  const distinct = ids.every((id) => id !== null) && new Set(ids).size === ids.length;
  const byId = new Map(list.map((a) => [a?.id ?? null, a]));
  const outcomes: Outcome[] = forward.map((c, i) => {
    const a = distinct ? byId.get(c.id) : list[i];
    const ok = !!a && typeof a === 'object' && !('error' in a);
    return { method: c.method, status: ok ? 'ok' : 'error', kind: ok ? '' : 'rpc' };
  });
  note(outcomes, true);
  note(
    refused.map((c) => ({ method: c.method, status: 'refused', kind: c.refusal!.kind })),
    false,
  );
  return [
    ...list,
    ...refused.map((c) => rpcError(c.id, c.refusal!.code, c.refusal!.message, c.refusal!.reason)),
  ];
}
