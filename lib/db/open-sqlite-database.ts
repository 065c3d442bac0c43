/**
 * Opens one SQLite database through Kysely: WAL (readers never wait for the writer),
 * a busy time-out (writers of other processes queue instead of failing), foreign keys on,
 * and transactions that take the write lock when they begin.
 */
import BetterSqlite3 from 'better-sqlite3';
import { Kysely } from 'kysely';
import { querySpans, tracingActive } from '@/lib/observability/spans.mjs';
import { ImmediateSqliteDialect } from './immediate-sqlite-dialect';
import type { Database } from './schema';

export type OpenSqliteOptions = {
  /** A file path, or `:memory:` for a private database (tests). */
  filename: string;
  busyTimeoutMs?: number;
};

export function openSqliteDatabase({ filename, busyTimeoutMs = 5000 }: OpenSqliteOptions): Kysely<Database> {
  const sqlite = new BetterSqlite3(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`busy_timeout = ${Math.max(0, Math.floor(busyTimeoutMs))}`);
  sqlite.pragma('foreign_keys = ON');
  // A visitor is told their callback or booking is saved only after it is: every commit is
  // synced to disk (NORMAL, under WAL, could lose the last ones on a power failure).
  sqlite.pragma('synchronous = FULL');
  return new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    log: tracingActive() ? querySpans('sqlite') : undefined,
  });
}
