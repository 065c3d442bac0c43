/**
 * The site's database, opened once per server process and migrated on first use: PostgreSQL
 * when `DATABASE_URL` is set (several instances share it), else one SQLite file in
 * `DATA_DIR` (nothing to install). The handle lives on `globalThis` because `next dev`
 * re-evaluates modules when files change; a module-level variable would open a new
 * connection each time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { getConfig } from '@/lib/config';
import { migrateToLatest } from './migrate';
import { openPostgresDatabase } from './open-postgres-database';
import { openSqliteDatabase } from './open-sqlite-database';
import type { Database } from './schema';

export const databaseFileName = 'site.sqlite';

const slot = globalThis as typeof globalThis & { __backstageDatabase?: Promise<Kysely<Database>> };

function openConfiguredDatabase(): Kysely<Database> {
  const { databaseUrl, dataDir } = getConfig();
  if (databaseUrl) return openPostgresDatabase({ connectionString: databaseUrl });
  const folder = path.resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  return openSqliteDatabase({ filename: path.join(folder, databaseFileName) });
}

async function openSiteDatabase(): Promise<Kysely<Database>> {
  const db = openConfiguredDatabase();
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
  return db;
}

/** The migrated database of this process. */
export function getDatabase(): Promise<Kysely<Database>> {
  slot.__backstageDatabase ??= openSiteDatabase().catch((error: unknown) => {
    // Let the next caller try again (PostgreSQL back up, the folder's permissions fixed).
    slot.__backstageDatabase = undefined;
    throw error;
  });
  return slot.__backstageDatabase;
}

/** Closes this process's database (SQLite file, or PostgreSQL pool) at shutdown; a later call opens it again. */
export async function closeDatabase(): Promise<void> {
  const opening = slot.__backstageDatabase;
  slot.__backstageDatabase = undefined;
  const db = await opening?.catch(() => null);
  await db?.destroy();
}
