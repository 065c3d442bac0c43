/**
 * The site's database for a test, on either engine, so a store's tests run against both:
 * `describe.each(databaseEngines)(..., (engine) => ...)` and `openTestDatabase(engine)` in
 * `beforeEach`. SQLite: a private in-memory database each time. PostgreSQL: this test file's
 * own database on the run's server (`vitest.postgres-setup.ts`), created on first use,
 * migrated, and emptied (ids restarting at 1) each time it is opened.
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

let fileDatabase: Promise<string> | undefined;

async function emptyTables(db: Kysely<Database>): Promise<void> {
  const tables = (await db.introspection.getTables()).map((table) => `"${table.name}"`);
  if (tables.length > 0) await sql.raw(`truncate table ${tables.join(', ')} restart identity cascade`).execute(db);
}

/** The migrated, empty site database of `engine`; the caller destroys it. */
export async function openTestDatabase(engine: DatabaseEngine): Promise<Kysely<Database>> {
  if (engine === 'sqlite') {
    const db = openSqliteDatabase({ filename: ':memory:' });
    await migrateToLatest(db);
    return db;
  }
  fileDatabase ??= createPostgresTestDatabase();
  const db = openPostgresDatabase({ connectionString: await fileDatabase, log: () => {} });
  await migrateToLatest(db);
  await emptyTables(db);
  return db;
}
