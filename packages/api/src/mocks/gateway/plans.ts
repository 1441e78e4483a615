/**
 * What each plan (a service's edition) may do through the gateway (decision 0101): its rate, as a
 * token bucket per key (`ratePerSecond` tokens a second, at most `burst` saved; one token per call,
 * each element of a batch a call), and whether it may call `debug_*` and `trace_*`. The console
 * shows the plan with the usage (GET /client/service/usage/{id}, `plan`).
 */
import type { EditionKey } from '../../services/schemas';

export interface Plan {
  ratePerSecond: number;
  burst: number;
  debugAndTrace: boolean;
}

export const PLANS: Readonly<Record<EditionKey, Plan>> = {
  trial: { ratePerSecond: 10, burst: 100, debugAndTrace: false },
  basic: { ratePerSecond: 50, burst: 100, debugAndTrace: false },
  advanced: { ratePerSecond: 200, burst: 400, debugAndTrace: true },
  custom: { ratePerSecond: 1000, burst: 2000, debugAndTrace: true },
};

/** The most calls one batch may hold (every plan's burst holds a whole batch). */
export const BATCH_LIMIT = 100;

/** A JSON-RPC request body the gateway reads at most (a contract deployment is well under it). */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** How long a rotated-out key keeps working. */
export const KEY_GRACE_MS = 24 * 3600 * 1000;

export type MethodVerdict =
  | { ok: true }
  | {
      ok: false;
      /**
       * `never`: the gateway never forwards it (the node's management methods, and methods that would
       * sign with the node's own unlocked accounts); `plan`: the service's plan does not include it;
       * `unknown`: not a method of the public JSON-RPC namespaces.
       */
      reason: 'never' | 'plan' | 'unknown';
    };

/** The namespaces a customer's application may call. */
const PUBLIC = /^(eth|net|web3)_[A-Za-z0-9_]+$/;
/** Tracing: heavy on the node, in the advanced and custom plans only. */
const TRACING = /^(debug|trace)_[A-Za-z0-9_]+$/;
/**
 * eth_ methods that act with the node's own accounts. anvil unlocks its development accounts, so
 * eth_sendTransaction or eth_sign* would spend or sign with the platform's: a customer signs
 * locally and sends with eth_sendRawTransaction. eth_accounts lists those accounts;
 * eth_sendUnsignedTransaction is anvil's send-as-anyone.
 */
const NODE_ACCOUNTS = new Set([
  'eth_accounts',
  'eth_sendTransaction',
  'eth_sendUnsignedTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
]);

/**
 * Whether `plan` may call `method`. An allow-list: eth_, net_ and web3_ (less the node-account
 * methods), and debug_/trace_ on the plans that have them; everything else (anvil_*, evm_*,
 * hardhat_*, personal_*, admin_*, miner_*, txpool_*, ots_*...) is never forwarded.
 */
export function methodVerdict(method: string, plan: Plan): MethodVerdict {
  if (PUBLIC.test(method)) return NODE_ACCOUNTS.has(method) ? { ok: false, reason: 'never' } : { ok: true };
  if (TRACING.test(method)) return plan.debugAndTrace ? { ok: true } : { ok: false, reason: 'plan' };
  return { ok: false, reason: /^[A-Za-z]+_/.test(method) ? 'never' : 'unknown' };
}
