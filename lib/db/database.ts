/**
 * The site's database: one SQLite file in `DATA_DIR`, opened once per server process and
 * migrated on first use. The handle lives on `globalThis` because `next dev` re-evaluates
 * modules when files change; a module-level variable would open a new connection each time.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { getConfig } from '@/lib/config';
import { migrateToLatest } from './migrate';
import { openDatabase } from './open-database';
import type { Database } from './schema';

export const databaseFileName = 'site.sqlite';

const slot = globalThis as typeof globalThis & { __backstageDatabase?: Promise<Kysely<Database>> };

async function openSiteDatabase(): Promise<Kysely<Database>> {
  const dataDir = path.resolve(getConfig().dataDir);
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase({ filename: path.join(dataDir, databaseFileName) });
  await migrateToLatest(db);
  return db;
}

/** The migrated database of this process. */
export function getDatabase(): Promise<Kysely<Database>> {
  slot.__backstageDatabase ??= openSiteDatabase().catch((error: unknown) => {
    // Let the next caller try again (e.g. after the folder's permissions are fixed).
    slot.__backstageDatabase = undefined;
    throw error;
  });
  return slot.__backstageDatabase;
}
