/**
 * The metered gateway's console calls (issue 41, decisions 0101 and 0102): a service's usage over
 * a window, and its key (read, rotate, revoke). Project additions, not the spec's. The gateway
 * lives in the HTTP API only; the in-browser demo answers these calls with HTTP 404, which the
 * client reports as `isUnavailable(error)` without a message (endpoint `mayBeAbsent`).
 */
import * as z from 'zod/mini';
import {
  date,
  id,
  int,
  list,
  num,
  opt,
  optionalBool,
  optionalDate,
  optionalEnum,
  optionalText,
  required,
  text,
} from '../client/schemas';
import { recordId } from '../account/money';
import { editionKeys } from '../services/schemas';

/** The windows a usage chart can show; each has its bucket size (USAGE_BUCKETS). */
export const usageWindows = ['1h', '24h', '7d', '30d'] as const;
export const usageWindow = z.enum(usageWindows);
export type UsageWindow = z.infer<typeof usageWindow>;

/** The size of a window's buckets, in seconds, and how many buckets it has (the last one partial). */
export const USAGE_BUCKETS: Readonly<Record<UsageWindow, { seconds: number; count: number }>> = {
  '1h': { seconds: 60, count: 60 },
  '24h': { seconds: 1800, count: 48 },
  '7d': { seconds: 3 * 3600, count: 56 },
  '30d': { seconds: 86_400, count: 30 },
};

/**
 * Why a call did not succeed: `rpc` the chain's node answered a JSON-RPC error; `unreachable` the
 * node did not answer; the others are the gateway's refusals (decision 0101): `key` unknown, revoked
 * or rotated out, `suspended` the service is not running (stopped, expired, pending), `rate` over
 * the plan's rate, `method` a method the plan does not allow or the gateway never forwards,
 * `batch` a batch over the size limit, `invalid` not JSON-RPC.
 */
export const usageErrorKinds = [
  'rpc',
  'unreachable',
  'key',
  'suspended',
  'rate',
  'method',
  'batch',
  'invalid',
] as const;
export type UsageErrorKind = (typeof usageErrorKinds)[number];

export const serviceUsageRequest = z.object({
  id,
  window: usageWindow.check(z.describe('1h (1-minute buckets), 24h (30 min), 7d (3 h) or 30d (1 day)')),
});
export type ServiceUsageRequest = z.input<typeof serviceUsageRequest>;

const methodCount = z.object({
  method: required(text, 'the series of a stacked bar'),
  count: required(int, 'the height of the series in the bar'),
});

export const usageBucket = z.object({
  start: required(date, 'the bucket on the time axis'),
  /** Every call of the bucket, successful or not. */
  total: required(int, 'the height of the bar'),
  /** The calls of the window's top methods (`series`), one entry per method that had calls. */
  byMethod: list(methodCount),
  /** The bucket now is in: its counts are still growing. */
  partial: optionalBool,
});

export const serviceUsage = z.object({
  serviceId: opt(int),
  window: optionalEnum(usageWindows),
  /** The start of the first bucket and the end of the last (the last bucket ends after now). */
  from: optionalDate,
  to: optionalDate,
  bucketSeconds: opt(int),
  /** The methods the buckets are stacked by (the window's most called, at most 5); the rest is `total` less them. */
  series: list(text),
  buckets: required(list(usageBucket), 'the chart'),
  totals: opt(
    z.object({
      requests: opt(int),
      errors: opt(int),
      refused: opt(int),
    }),
  ),
  /** The window's most called methods (at most 10), with their failed calls. */
  topMethods: list(
    z.object({
      method: required(text, 'the row'),
      count: opt(int),
      errors: opt(int),
    }),
  ),
  /** Failed calls by kind (usageErrorKinds), most first. */
  errors: list(
    z.object({
      kind: required(text, 'the row'),
      count: opt(int),
    }),
  ),
  /** Latency of the calls forwarded to the node (refusals excluded), in ms; absent with none. */
  latency: opt(z.object({ p50Ms: opt(num), p95Ms: opt(num) })),
  /** The service's plan at the gateway (decision 0101). */
  plan: opt(
    z.object({
      edition: optionalEnum(editionKeys),
      ratePerSecond: opt(num),
      burst: opt(int),
      batchLimit: opt(int),
      debugAndTrace: optionalBool,
    }),
  ),
});
export type ServiceUsage = z.output<typeof serviceUsage>;
export type UsageBucket = z.output<typeof usageBucket>;

export const serviceKeyRequest = z.object({ id });
export const serviceKeyActionRequest = z.object({ serviceId: recordId });
export type ServiceKeyActionRequest = z.input<typeof serviceKeyActionRequest>;

export const serviceKeyStates = ['active', 'revoked'] as const;

export const serviceKey = z.object({
  serviceId: opt(int),
  /** `active`: `key` works; `revoked`: no key works until the owner rotates (which issues one). */
  state: optionalEnum(serviceKeyStates),
  /** The key in full (absent once revoked). */
  key: optionalText,
  /** The service's gateway URL, `<api>/rpc/<key>` (absent once revoked). */
  endpoint: optionalText,
  createdAt: optionalDate,
  revokedAt: optionalDate,
  /** The key a rotation replaced: masked, it keeps working until `expiresAt` (the grace period after the rotation). */
  previous: opt(z.object({ key: optionalText, expiresAt: optionalDate })),
  /** How long a rotation keeps the current key working, in seconds (the dialog that asks says so). */
  graceSeconds: opt(int),
  /** Whether the signed-in user may rotate and revoke (the owner). */
  canManage: optionalBool,
});
export type ServiceKey = z.output<typeof serviceKey>;
