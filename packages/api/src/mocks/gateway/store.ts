/**
 * The gateway's SQLite file (decision 0101): the services' keys, every call (timestamped, by key and
 * service, with its method, outcome and latency), and per-minute roll-ups the console's usage is
 * read from. Calls are written off the request path: `record` only appends to a list, which is
 * written in one transaction of prepared statements every FLUSH_MS (or at FLUSH_ROWS calls, before
 * a usage read and at close), in WAL mode. A crash loses at most the last FLUSH_MS of counts.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { openSqlite, type SqlDatabase, type SqlStatement } from './sqlite';

export const DATABASE_FILE = 'gateway.sqlite';
const FLUSH_MS = 200;
const FLUSH_ROWS = 2000;
/** Calls and roll-ups older than this are dropped (the longest window is 30 days). */
export const RETENTION_MS = 31 * 24 * 3600 * 1000;
const MINUTE_MS = 60_000;
/** Latency histogram: bucket b holds [1.05^b, 1.05^(b+1)) µs, about 2.5 % either side. */
const BIN_BASE = Math.log(1.05);

export type CallStatus = 'ok' | 'error' | 'refused';

export interface CallRecord {
  ts: number;
  serviceId: number | null;
  keyId: number | null;
  method: string;
  status: CallStatus;
  /** Why it did not succeed (usageErrorKinds); '' for a success. */
  kind: string;
  /** Time through the gateway in µs; null for a refusal (not part of the latency figures). */
  latencyUs: number | null;
}

export interface KeyRow {
  id: number;
  serviceId: number;
  key: string;
  createdAt: number;
  /** Set by a rotation: the key works until then. */
  expiresAt: number | null;
  revokedAt: number | null;
}

export const latencyBin = (us: number): number => (us < 1 ? 0 : Math.floor(Math.log(us) / BIN_BASE));
/** The middle of a bin (geometric), in µs. */
export const binMiddleUs = (bin: number): number => Math.exp((bin + 0.5) * BIN_BASE);

export interface UsageRows {
  /** Counts by bucket index, method, status and kind. */
  counts: { bucket: number; method: string; status: CallStatus; kind: string; count: number }[];
  /** Forwarded calls' latency histogram over the window: bin and count, by bin. */
  latency: { bin: number; count: number }[];
}

export class GatewayStore {
  private pending: CallRecord[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastPrune = 0;
  private readonly insertCall: SqlStatement;
  private readonly upsertMinute: SqlStatement;
  private readonly upsertLatency: SqlStatement;
  private readonly insertKey: SqlStatement;

  private constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number,
  ) {
    db.exec(`
      PRAGMA journal_mode = WAL;
      PRAGMA synchronous = NORMAL;
      PRAGMA busy_timeout = 5000;
      CREATE TABLE IF NOT EXISTS keys (
        id INTEGER PRIMARY KEY,
        service_id INTEGER NOT NULL,
        key TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER,
        revoked_at INTEGER
      );
      CREATE INDEX IF NOT EXISTS keys_service ON keys (service_id);
      CREATE TABLE IF NOT EXISTS calls (
        ts INTEGER NOT NULL,
        service_id INTEGER,
        key_id INTEGER,
        method TEXT NOT NULL,
        status TEXT NOT NULL,
        kind TEXT NOT NULL,
        latency_us INTEGER
      );
      CREATE INDEX IF NOT EXISTS calls_service_ts ON calls (service_id, ts);
      CREATE TABLE IF NOT EXISTS usage_minute (
        service_id INTEGER NOT NULL,
        minute INTEGER NOT NULL,
        method TEXT NOT NULL,
        status TEXT NOT NULL,
        kind TEXT NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (service_id, minute, method, status, kind)
      ) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS latency_minute (
        service_id INTEGER NOT NULL,
        minute INTEGER NOT NULL,
        bin INTEGER NOT NULL,
        count INTEGER NOT NULL,
        PRIMARY KEY (service_id, minute, bin)
      ) WITHOUT ROWID;
    `);
    this.insertCall = db.prepare(
      'INSERT INTO calls (ts, service_id, key_id, method, status, kind, latency_us) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.upsertMinute = db.prepare(
      `INSERT INTO usage_minute (service_id, minute, method, status, kind, count) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (service_id, minute, method, status, kind) DO UPDATE SET count = count + excluded.count`,
    );
    this.upsertLatency = db.prepare(
      `INSERT INTO latency_minute (service_id, minute, bin, count) VALUES (?, ?, ?, ?)
       ON CONFLICT (service_id, minute, bin) DO UPDATE SET count = count + excluded.count`,
    );
    this.insertKey = db.prepare('INSERT INTO keys (service_id, key, created_at) VALUES (?, ?, ?)');
    this.prune();
  }

  /** Opens `dataDir/gateway.sqlite`, creating the folder and the tables when missing. */
  static async open(
    dataDir: string,
    { now = Date.now, prefer }: { now?: () => number; prefer?: 'better-sqlite3' } = {},
  ): Promise<GatewayStore> {
    mkdirSync(dataDir, { recursive: true });
    const db = await openSqlite(path.join(dataDir, DATABASE_FILE), { prefer });
    return new GatewayStore(db, now);
  }

  get driver(): SqlDatabase['driver'] {
    return this.db.driver;
  }

  // --- keys --------------------------------------------------------------------------------------

  allKeys(): KeyRow[] {
    return this.db
      .prepare('SELECT id, service_id, key, created_at, expires_at, revoked_at FROM keys')
      .all()
      .map(keyRow);
  }

  keysOf(serviceId: number): KeyRow[] {
    return this.db
      .prepare(
        'SELECT id, service_id, key, created_at, expires_at, revoked_at FROM keys WHERE service_id = ? ORDER BY id',
      )
      .all(serviceId)
      .map(keyRow);
  }

  /**
   * Issues first keys: `entries` of the services that have none in the file, in one transaction that
   * holds the file's write lock from its start, so two API processes opening the same folder at
   * once issue one key each service. Answers the keys those services have now (a process's own or
   * the other's).
   */
  addFirstKeys(entries: { serviceId: number; key: string }[]): KeyRow[] {
    const at = this.now();
    const hasKey = this.db.prepare('SELECT 1 AS found FROM keys WHERE service_id = ? LIMIT 1');
    return this.transaction(() => {
      const missing = entries.filter(({ serviceId }) => !hasKey.get(serviceId));
      for (const { serviceId, key } of missing) this.insertKey.run(serviceId, key, at);
      return entries.flatMap(({ serviceId }) => this.keysOf(serviceId));
    }, 'IMMEDIATE');
  }

  /** Adds keys in one transaction; answers their rows. */
  addKeys(entries: { serviceId: number; key: string }[]): KeyRow[] {
    const at = this.now();
    return this.transaction(() =>
      entries.map(({ serviceId, key }) => {
        const result = this.insertKey.run(serviceId, key, at) as { lastInsertRowid: number | bigint };
        return {
          id: Number(result.lastInsertRowid),
          serviceId,
          key,
          createdAt: at,
          expiresAt: null,
          revokedAt: null,
        };
      }),
    );
  }

  setKeyExpiry(id: number, expiresAt: number): void {
    this.db.prepare('UPDATE keys SET expires_at = ? WHERE id = ?').run(expiresAt, id);
  }

  setKeyRevoked(id: number, revokedAt: number): void {
    this.db.prepare('UPDATE keys SET revoked_at = ? WHERE id = ?').run(revokedAt, id);
  }

  // --- calls -------------------------------------------------------------------------------------

  /** Notes one call; written with the next flush. */
  record(call: CallRecord): void {
    this.pending.push(call);
    if (this.pending.length >= FLUSH_ROWS) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), FLUSH_MS).unref();
  }

  /** Writes every noted call: the calls, and their counts and latencies into the minute roll-ups. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const calls = this.pending;
    this.pending = [];
    const counts = new Map<string, [number, number, string, string, string, number]>();
    const latencies = new Map<string, [number, number, number, number]>();
    for (const c of calls) {
      if (c.serviceId === null) continue;
      const minute = Math.floor(c.ts / MINUTE_MS);
      const countKey = `${c.serviceId} ${minute} ${c.method} ${c.status} ${c.kind}`;
      const count = counts.get(countKey);
      if (count) count[5] += 1;
      else counts.set(countKey, [c.serviceId, minute, c.method, c.status, c.kind, 1]);
      if (c.latencyUs !== null) {
        const bin = latencyBin(c.latencyUs);
        const latencyKey = `${c.serviceId} ${minute} ${bin}`;
        const latency = latencies.get(latencyKey);
        if (latency) latency[3] += 1;
        else latencies.set(latencyKey, [c.serviceId, minute, bin, 1]);
      }
    }
    this.transaction(() => {
      for (const c of calls)
        this.insertCall.run(c.ts, c.serviceId, c.keyId, c.method, c.status, c.kind, c.latencyUs);
      for (const row of counts.values()) this.upsertMinute.run(...row);
      for (const row of latencies.values()) this.upsertLatency.run(...row);
    });
    if (this.now() - this.lastPrune > 3600_000) this.prune();
  }

  /** The calls of a service, oldest first (tests and support). */
  callsOf(serviceId: number | null): (CallRecord & { id?: never })[] {
    this.flush();
    const rows =
      serviceId === null
        ? this.db.prepare('SELECT * FROM calls WHERE service_id IS NULL ORDER BY rowid').all()
        : this.db.prepare('SELECT * FROM calls WHERE service_id = ? ORDER BY rowid').all(serviceId);
    return rows.map((r) => ({
      ts: Number(r.ts),
      serviceId: r.service_id === null ? null : Number(r.service_id),
      keyId: r.key_id === null ? null : Number(r.key_id),
      method: String(r.method),
      status: r.status as CallStatus,
      kind: String(r.kind),
      latencyUs: r.latency_us === null ? null : Number(r.latency_us),
    }));
  }

  /**
   * A service's counts in `count` buckets of `bucketMs` from `from` (bucket sizes are whole
   * minutes), and the latency histogram of the whole span.
   */
  usage(serviceId: number, from: number, bucketMs: number, count: number): UsageRows {
    this.flush();
    const first = Math.floor(from / MINUTE_MS);
    const last = first + (count * bucketMs) / MINUTE_MS;
    const perBucket = bucketMs / MINUTE_MS;
    const counts = this.db
      .prepare(
        `SELECT (minute - CAST(? AS INTEGER)) / CAST(? AS INTEGER) AS bucket, method, status, kind,
         SUM(count) AS count FROM usage_minute
         WHERE service_id = ? AND minute >= ? AND minute < ? GROUP BY bucket, method, status, kind`,
      )
      .all(first, perBucket, serviceId, first, last)
      .map((r) => ({
        bucket: Number(r.bucket),
        method: String(r.method),
        status: r.status as CallStatus,
        kind: String(r.kind),
        count: Number(r.count),
      }));
    const latency = this.db
      .prepare(
        `SELECT bin, SUM(count) AS count FROM latency_minute
         WHERE service_id = ? AND minute >= ? AND minute < ? GROUP BY bin ORDER BY bin`,
      )
      .all(serviceId, first, last)
      .map((r) => ({ bin: Number(r.bin), count: Number(r.count) }));
    return { counts, latency };
  }

  /** Writes what is noted and closes the file. */
  close(): void {
    this.flush();
    this.db.close();
  }

  private prune(): void {
    this.lastPrune = this.now();
    const before = this.lastPrune - RETENTION_MS;
    const minute = Math.floor(before / MINUTE_MS);
    this.db.prepare('DELETE FROM calls WHERE ts < ?').run(before);
    this.db.prepare('DELETE FROM usage_minute WHERE minute < ?').run(minute);
    this.db.prepare('DELETE FROM latency_minute WHERE minute < ?').run(minute);
  }

  private transaction<T>(work: () => T, mode: '' | 'IMMEDIATE' = ''): T {
    this.db.exec(mode ? `BEGIN ${mode}` : 'BEGIN');
    try {
      const result = work();
      this.db.exec('COMMIT');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }
}

function keyRow(r: Record<string, unknown>): KeyRow {
  return {
    id: Number(r.id),
    serviceId: Number(r.service_id),
    key: String(r.key),
    createdAt: Number(r.created_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
    revokedAt: r.revoked_at === null ? null : Number(r.revoked_at),
  };
}
