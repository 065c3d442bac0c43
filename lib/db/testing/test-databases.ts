/**
 * The site's database for a test, on either engine, so a store's tests run against both:
 * `describe.each(databaseEngines)(..., (engine) => ...)` and `openTestDatabase(engine)` in
 * `beforeEach`. SQLite: a private in-memory database each time. PostgreSQL: this test file's
 * own database on the run's server (`vitest.postgres-setup.ts`), created and migrated on
 * first use, and emptied (ids restarting at 1) each time it is opened.
 */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateToLatest } from '../migrate';
import { openPostgresDatabase } from '../open-postgres-database';
import { openSqliteDatabase } from '../open-sqlite-database';
import type { Database } from '../schema';

export const databaseEngines = ['sqlite', 'postgres'] as const;
export type DatabaseEngine = (typeof databaseEngines)[number];

/** A new, empty database on the run's PostgreSQL server; its address. */
export async function createPostgresTestDatabase(adminUrl = inject('postgresAdminUrl')): Promise<string> {
  const name = `test_${randomBytes(8).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** This test file's PostgreSQL database, migrated once, and how to empty it. */
type FileDatabase = { url: string; emptyIt: string };

let fileDatabase: Promise<FileDatabase> | undefined;

/**
 * Creates and migrates the file's database once, and writes the statement that empties it
 * for each test. A migration check and a schema introspection on every open cost more than
 * many store tests themselves on a busy machine. The emptying stays a truncate: its exclusive
 * lock waits for whatever an earlier test's requests still have under way, so none of it
 * lands in the next test's database.
 */
async function prepareFileDatabase(): Promise<FileDatabase> {
  const url = await createPostgresTestDatabase();
  const db = openTestPostgres(url);
  try {
    await migrateToLatest(db);
    const tables = (await db.introspection.getTables()).map((table) => `"${table.name}"`);
    const emptyIt = tables.length > 0 ? `truncate table ${tables.join(', ')} restart identity cascade` : 'select 1';
    return { url, emptyIt };
  } finally {
    await db.destroy();
  }
}

/**
 * The site's pool (its ten connections) on a test's PostgreSQL, quiet. A burst test queues
 * hundreds of queries for ten connections; on a busy machine the wait for one can pass the
 * 5 s a deployed site allows before it answers 503. Here that wait is a hang guard, like the
 * tests' own time-outs.
 */
export const openTestPostgres = (connectionString: string): Kysely<Database> =>
  openPostgresDatabase({ connectionString, log: () => {}, connectTimeoutMs: 60_000 });

/** The migrated, empty site database of `engine`; the caller destroys it. */
export async function openTestDatabase(engine: DatabaseEngine): Promise<Kysely<Database>> {
  if (engine === 'sqlite') {
    const db = openSqliteDatabase({ filename: ':memory:' });
    await migrateToLatest(db);
    return db;
  }
  fileDatabase ??= prepareFileDatabase();
  const { url, emptyIt } = await fileDatabase;
  const db = openTestPostgres(url);
  await sql.raw(emptyIt).execute(db);
  return db;
}
