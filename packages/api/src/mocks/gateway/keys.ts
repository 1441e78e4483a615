/**
 * The gateway's keys (issue 41, decision 0101): which key is a service's live one, which is in its
 * grace period after a rotation, and issuing, rotating and revoking them. The rows are the store's
 * (store.ts); this keeps them by key text and by service for the gateway's every request.
 *
 * A service has at most one live key (neither revoked nor expiring) and at most one in its grace
 * period (expiring later). Rotating ends the key already in its grace period at once, gives the live
 * one `keyGraceMs`, and issues a new one; revoking ends every key that still works, at once.
 */
import { randomBytes } from 'node:crypto';
import type { MockService } from '../bizDb';
import type { KeyAnswer } from './registry';
import type { GatewayStore, KeyRow } from './store';

const newKey = () => `cpk_${randomBytes(16).toString('hex')}`;
/** A key shown to nobody in full: its prefix and last four characters. */
const maskKey = (key: string) => `${key.slice(0, 4)}…${key.slice(-4)}`;
const iso = (ms: number | null | undefined) => (ms == null ? undefined : new Date(ms).toISOString());

export interface KeyRingOptions {
  store: GatewayStore;
  now: () => number;
  /** How long a rotated-out key keeps working. */
  keyGraceMs: number;
  /** Whether the gateway serves the service (only those get keys). */
  serves: (service: MockService) => boolean;
  /** A service's endpoint with this key. */
  endpointFor: (key: string) => string;
}

export interface KeyRing {
  /** The row of a key text. */
  byKey(key: string): KeyRow | undefined;
  /** Issues keys to the services the gateway serves that never had one. */
  seed(services: readonly MockService[]): void;
  /** The service's live key. */
  liveKey(serviceId: number): KeyRow | undefined;
  /** The console's answer about a service's keys. */
  answer(service: MockService, canManage: boolean): KeyAnswer;
  rotate(service: MockService): void;
  revoke(service: MockService): void;
}

/** Reads the store's keys and answers for them. */
export function openKeyRing({ store, now, keyGraceMs, serves, endpointFor }: KeyRingOptions): KeyRing {
  const byKey = new Map<string, KeyRow>();
  const byService = new Map<number, KeyRow[]>();
  const remember = (row: KeyRow) => {
    byKey.set(row.key, row);
    const rows = byService.get(row.serviceId);
    if (rows) rows.push(row);
    else byService.set(row.serviceId, [row]);
  };
  for (const row of store.allKeys()) remember(row);

  const liveKey = (serviceId: number) =>
    (byService.get(serviceId) ?? []).filter((r) => r.revokedAt === null && r.expiresAt === null).at(-1);
  const graceKey = (serviceId: number, at: number) =>
    (byService.get(serviceId) ?? [])
      .filter((r) => r.revokedAt === null && r.expiresAt !== null && r.expiresAt > at)
      .at(-1);

  const seed = (services: readonly MockService[]) => {
    const missing = services.filter((s) => !byService.has(s.id) && serves(s));
    if (missing.length === 0) return;
    for (const row of store.addFirstKeys(missing.map((s) => ({ serviceId: s.id, key: newKey() }))))
      remember(row);
  };

  return {
    byKey: (key) => byKey.get(key),
    seed,
    liveKey,
    answer(service, canManage) {
      seed([service]);
      const at = now();
      const rows = byService.get(service.id) ?? [];
      const live = liveKey(service.id);
      const previous = graceKey(service.id, at);
      const revokedAt = live ? undefined : Math.max(...rows.map((r) => r.revokedAt ?? 0));
      return {
        serviceId: service.id,
        state: live ? 'active' : 'revoked',
        key: live?.key,
        endpoint: live && endpointFor(live.key),
        createdAt: iso(live?.createdAt),
        revokedAt: revokedAt ? iso(revokedAt) : undefined,
        previous: previous && { key: maskKey(previous.key), expiresAt: iso(previous.expiresAt) },
        graceSeconds: Math.round(keyGraceMs / 1000),
        canManage,
      };
    },
    rotate(service) {
      seed([service]);
      const at = now();
      for (const row of byService.get(service.id) ?? []) {
        if (row.revokedAt !== null) continue;
        // The key in its grace period ends now; the live one gets its grace period.
        const expiresAt = row.expiresAt === null ? at + keyGraceMs : Math.min(row.expiresAt, at);
        if (expiresAt === row.expiresAt) continue;
        row.expiresAt = expiresAt;
        store.setKeyExpiry(row.id, expiresAt);
      }
      for (const row of store.addKeys([{ serviceId: service.id, key: newKey() }])) remember(row);
    },
    revoke(service) {
      seed([service]);
      const at = now();
      for (const row of byService.get(service.id) ?? []) {
        if (row.revokedAt !== null || (row.expiresAt !== null && row.expiresAt <= at)) continue;
        row.revokedAt = at;
        store.setKeyRevoked(row.id, at);
      }
    },
  };
}
