/**
 * One small interface over the two SQLite drivers the gateway can use (decision 0101): Node's own
 * `node:sqlite` where the running Node has it without a flag (22.13 and later), else
 * `better-sqlite3` (Node 20, this project's floor). Both are synchronous and prepare statements the
 * same way; only what the usage store needs is here.
 */
import type BetterSqlite3 from 'better-sqlite3';

export type SqlValue = number | string | null;

export interface SqlStatement {
  run(...params: SqlValue[]): unknown;
  get(...params: SqlValue[]): Record<string, SqlValue> | undefined;
  all(...params: SqlValue[]): Record<string, SqlValue>[];
}

export interface SqlDatabase {
  /** Which driver opened the file. */
  readonly driver: 'node:sqlite' | 'better-sqlite3';
  exec(sql: string): void;
  prepare(sql: string): SqlStatement;
  close(): void;
}

interface NodeSqlite {
  DatabaseSync: new (path: string) => {
    exec(sql: string): void;
    prepare(sql: string): SqlStatement;
    close(): void;
  };
}

/** `node:sqlite` when this Node has it (without --experimental-sqlite), else undefined. */
function nodeSqlite(): NodeSqlite | undefined {
  try {
    const load = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
    return load?.('node:sqlite') as NodeSqlite | undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens (or creates) the database file. `prefer: 'better-sqlite3'` skips node:sqlite (tests of the
 * fallback on a Node that has both).
 */
export async function openSqlite(
  file: string,
  { prefer }: { prefer?: 'better-sqlite3' } = {},
): Promise<SqlDatabase> {
  const builtin = prefer ? undefined : nodeSqlite();
  if (builtin) {
    const db = new builtin.DatabaseSync(file);
    return {
      driver: 'node:sqlite',
      exec: (sql) => db.exec(sql),
      prepare: (sql) => db.prepare(sql),
      close: () => db.close(),
    };
  }
  const Database = (await import('better-sqlite3')).default as typeof BetterSqlite3;
  const db = new Database(file);
  return {
    driver: 'better-sqlite3',
    exec: (sql) => {
      db.exec(sql);
    },
    prepare: (sql) => db.prepare(sql) as unknown as SqlStatement,
    close: () => db.close(),
  };
}
