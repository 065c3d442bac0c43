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
 * Creates and migrates the file's database, and writes the one statement that empties it as
 * `truncate ... restart identity cascade` would, but far cheaper for the few rows a test
 * leaves: every table's rows deleted (with foreign keys not checked, so in any order, inside
 * one transaction) and every sequence restarted at its start. A store test opens the
 * database hundreds of times in a run, and truncate's new files per table and index, like
 * a migration check per open, cost more than the test itself on a busy machine.
 */
async function prepareFileDatabase(): Promise<FileDatabase> {
  const url = await createPostgresTestDatabase();
  const db = openPostgresDatabase({ connectionString: url, log: () => {} });
  try {
    await migrateToLatest(db);
    const tables = (await db.introspection.getTables()).map((table) => `"${table.name}"`);
    const sequences = (
      await sql<{
        name: string;
      }>`select quote_ident(schemaname) || '.' || quote_ident(sequencename) as name from pg_sequences`.execute(db)
    ).rows.map((row) => row.name);
    const emptyIt = [
      'begin',
      'set local session_replication_role = replica',
      ...tables.map((table) => `delete from ${table}`),
      ...sequences.map((sequence) => `alter sequence ${sequence} restart`),
      'commit',
    ].join(';\n');
    return { url, emptyIt };
  } finally {
    await db.destroy();
  }
}

/** The migrated, empty site database of `engine`; the caller destroys it. */
export async function openTestDatabase(engine: DatabaseEngine): Promise<Kysely<Database>> {
  if (engine === 'sqlite') {
    const db = openSqliteDatabase({ filename: ':memory:' });
    await migrateToLatest(db);
    return db;
  }
  fileDatabase ??= prepareFileDatabase();
  const { url, emptyIt } = await fileDatabase;
  const db = openPostgresDatabase({ connectionString: url, log: () => {} });
  await sql.raw(emptyIt).execute(db);
  return db;
}
