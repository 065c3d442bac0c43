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
import type { Pool } from 'pg';
import { getConfig } from '@/lib/config';
import { existingProcessSingleton, forgetProcessSingleton, processSingleton } from '@/lib/process-singleton.mjs';
import { migrateToLatest } from './migrate';
import { openPostgresDatabase } from './open-postgres-database';
import { openSqliteDatabase } from './open-sqlite-database';
import type { Database } from './schema';

export const databaseFileName = 'site.sqlite';

const singleton = 'database';
/** The latest PostgreSQL pool this process opened, for the metrics. */
const poolSlot = 'database-pool';

function openConfiguredDatabase(): Kysely<Database> {
  const { databaseUrl, dataDir } = getConfig();
  if (databaseUrl)
    return openPostgresDatabase({
      connectionString: databaseUrl,
      observePool: (pool) => {
        forgetProcessSingleton(poolSlot);
        processSingleton(poolSlot, () => pool);
      },
    });
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
  return processSingleton(singleton, () => {
    const opening = openSiteDatabase();
    // Let the next caller try again (PostgreSQL back up, the folder's permissions fixed).
    opening.catch(() => forgetProcessSingleton(singleton, opening));
    return opening;
  });
}

/** This process's PostgreSQL pool's connections in use and idle, and queries waiting for one; null without a pool (SQLite). */
export function databasePoolFigures(): { inUse: number; idle: number; waiting: number } | null {
  const pool = existingProcessSingleton<Pool>(poolSlot);
  return pool ? { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/** Closes this process's database (SQLite file, or PostgreSQL pool) at shutdown; a later call opens it again. */
export async function closeDatabase(): Promise<void> {
  const opening = existingProcessSingleton<Promise<Kysely<Database>>>(singleton);
  forgetProcessSingleton(singleton);
  const db = await opening?.catch(() => null);
  await db?.destroy();
}
