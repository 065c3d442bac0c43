/**
 * Opens the site's database on PostgreSQL through Kysely, over a `pg` pool.
 *
 * - int8 (`bigint`) columns come back as JS numbers: they hold millisecond instants and ids,
 *   far below 2^53, and the stores compare and add them as numbers. Only this pool parses
 *   them so; `pg`'s process-wide parsers are left alone.
 * - A connection that cannot be made within `connectTimeoutMs` fails the query instead of
 *   waiting for ever, so an unreachable server is an error the routes can answer with 503.
 * - The pool drops a connection that broke (server restarted, network cut) and opens a new
 *   one for the next query, so the site recovers on its own when PostgreSQL is back. An idle
 *   connection that breaks is reported on the pool's `error` event: logged here, since an
 *   unheard `error` event would end the process.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { scopedLog, type EventLog } from '@/lib/observability/logger.mjs';
import { querySpans, tracingActive } from '@/lib/observability/spans.mjs';
import type { Database } from './schema';

const int8Oid = 20;

const poolTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};

export type OpenPostgresOptions = {
  /** `postgres://user:password@host:port/database` (pg's connection string, `sslmode` and all). */
  connectionString: string;
  /** Connections this process keeps at most. */
  maxConnections?: number;
  connectTimeoutMs?: number;
  log?: EventLog;
  /** Told of the pool once it is made (the metrics read its connections from it). */
  observePool?: (pool: pg.Pool) => void;
};

export function openPostgresDatabase({
  connectionString,
  maxConnections = 10,
  connectTimeoutMs = 5000,
  log = scopedLog('database', 'error'),
  observePool,
}: OpenPostgresOptions): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'backstage-site',
    types: poolTypes,
  });
  observePool?.(pool);
  pool.on('error', (error) => log('an idle PostgreSQL connection failed', { error: error.message }));
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: tracingActive() ? querySpans('postgresql') : undefined,
  });
}
