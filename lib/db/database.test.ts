/**
 * The database foundation on real SQLite files (migrations, the connection settings, a
 * writer in another process making this one wait rather than fail) and on a real PostgreSQL
 * (the same migrations with PostgreSQL's types, two instances migrating at once, int8 as
 * numbers, a failed migration leaving nothing behind).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, MigrationError } from './migrate';
import { migrations } from './migrations';
import { openSqliteDatabase } from './open-sqlite-database';
import type { Database } from './schema';
import { createPostgresTestDatabase, openTestPostgres } from './testing/test-databases';

const folders: string[] = [];
const opened: Kysely<unknown>[] = [];

function tempFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'backstage-db-'));
  folders.push(dir);
  return path.join(dir, 'site.sqlite');
}

function open(filename: string, busyTimeoutMs?: number) {
  const db = openSqliteDatabase({ filename, busyTimeoutMs });
  opened.push(db as Kysely<unknown>);
  return db;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * Holds SQLite's write lock on `filename` from another process for `ms` milliseconds, running
 * `whileHeld` (SQL) in that transaction. The holder lets go by itself: a process waiting for
 * the lock waits inside SQLite's synchronous busy handler and cannot tell it to.
 */
function holdWriteLock(filename: string, ms: number, whileHeld = ''): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('journal_mode = WAL');
    db.exec('begin immediate');
    if (process.argv[3]) db.exec(process.argv[3]);
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('commit'); db.close(); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, filename, String(ms), whileHeld], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const released = new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lock holder exited ${code}`))));
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve({ released }));
    child.once('error', reject);
  });
}

describe('the site database', () => {
  it('runs every migration once, then finds nothing to do', async () => {
    const db = open(tempFile());
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).toContain('rate_limit_windows');
    // The declared types are PostgreSQL's names; SQLite stores by their affinity, as `integer` and `real` did.
    const columns = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info('booking_appointment_services')`.execute(db);
    expect(Object.fromEntries(columns.rows.map((column) => [column.name, column.type]))).toMatchObject({
      id: 'INTEGER',
      starts_at: 'bigint',
      price: 'double precision',
    });
    await sql`insert into booking_feedbacks (id, first_name, at, rating) values (1, 'Ann', '1767225600000', 5)`.execute(
      db,
    );
    const stored = await sql`select typeof(at) as at, typeof(rating) as rating from booking_feedbacks`.execute(db);
    expect(stored.rows).toEqual([{ at: 'integer', rating: 'real' }]);
  });

  it('opens in WAL mode with a busy time-out and foreign keys on', async () => {
    const db = open(tempFile(), 1234);
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('busy_timeout')).toBe(1234);
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('waits for a write lock held by another process instead of failing', async () => {
    const filename = tempFile();
    const db = open(filename, 10_000);
    await migrateToLatest(db);
    const { released } = await holdWriteLock(
      filename,
      400,
      `insert into rate_limit_windows (key, window_ms, hits, resets_at) values ('held', 1, 1, 2)`,
    );
    const seen = await db.transaction().execute(async (trx) => {
      await trx.insertInto('rate_limit_windows').values({ key: 'k', window_ms: 1, hits: 1, resets_at: 2 }).execute();
      return trx.selectFrom('rate_limit_windows').select('key').orderBy('key').execute();
    });
    // The write went in after the holder committed, not beside it or instead of it: its own
    // transaction already sees the holder's row, which exists only once the lock is let go.
    expect(seen.map((row) => row.key)).toEqual(['held', 'k']);
    await released;
  });

  it('migrates a fresh file while another process holds the lock, once it lets go', async () => {
    const filename = tempFile();
    open(filename);
    const { released } = await holdWriteLock(filename, 300);
    const db = open(filename, 10_000);
    await expect(migrateToLatest(db)).resolves.toEqual(Object.keys(migrations).sort());
    await released;
  });

  it('rolls a failing migration back and names it', async () => {
    const db = open(tempFile());
    const broken: Record<string, Migration> = {
      ...migrations,
      '9999-broken': {
        async up(trx) {
          await trx.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`select * from no_such_table`.execute(trx);
        },
      },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow(MigrationError);
    await expect(migrateToLatest(db, broken)).rejects.toThrow(/9999-broken/);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('half_done');
  });
});

describe('the site database on PostgreSQL', () => {
  const pools: Kysely<Database>[] = [];
  const openOn = (url: string) => {
    const db = openTestPostgres(url);
    pools.push(db);
    return db;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((db) => db.destroy()));
  });

  it('runs the same migrations with PostgreSQL types: int8 instants, identity ids, float8 prices', async () => {
    const db = openOn(await createPostgresTestDatabase());
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(db)).toEqual([]);
    const columns = await sql<{ column_name: string; data_type: string; is_identity: string }>`
      select column_name, data_type, is_identity from information_schema.columns
      where table_name = 'booking_appointment_services'`.execute(db);
    expect(Object.fromEntries(columns.rows.map((c) => [c.column_name, [c.data_type, c.is_identity]]))).toMatchObject({
      id: ['bigint', 'YES'],
      appointment_id: ['bigint', 'NO'],
      starts_at: ['bigint', 'NO'],
      price: ['double precision', 'NO'],
    });
    // No column that holds an instant is left as int4.
    const int4Instants = await sql<{ name: string }>`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = 'public' and data_type = 'integer' and (column_name like '%_at' or column_name in ('at', 'claimed_until', 'slot_start'))`.execute(
      db,
    );
    expect(int4Instants.rows).toEqual([]);
  });

  it('gives int8 columns back as numbers, past 2^31', async () => {
    const db = openOn(await createPostgresTestDatabase());
    await migrateToLatest(db);
    const at = Date.UTC(2026, 10, 23, 12);
    await db.insertInto('rate_limit_windows').values({ key: 'k', window_ms: 1, hits: 1, resets_at: at }).execute();
    expect(await db.selectFrom('rate_limit_windows').select(['hits', 'resets_at']).execute()).toEqual([
      { hits: 1, resets_at: at },
    ]);
    const [row] = (await sql<{ n: unknown }>`select count(*) as n from rate_limit_windows`.execute(db)).rows;
    expect(row).toEqual({ n: 1 });
  });

  it('lets two instances starting at once migrate a fresh database: one runs the migrations, the other waits and finds them done', async () => {
    const url = await createPostgresTestDatabase();
    const [a, b] = await Promise.all([migrateToLatest(openOn(url)), migrateToLatest(openOn(url))]);
    expect([a, b].sort((x, y) => x.length - y.length)).toEqual([[], Object.keys(migrations).sort()]);
    const done = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(openOn(url));
    expect(done.rows).toEqual([{ n: Object.keys(migrations).length }]);
  });

  it('rolls a failing migration back and names it', async () => {
    const db = openOn(await createPostgresTestDatabase());
    const broken: Record<string, Migration> = {
      ...migrations,
      '9999-broken': {
        async up(trx) {
          await trx.schema.createTable('half_done').addColumn('id', 'integer').execute();
          await sql`select * from no_such_table`.execute(trx);
        },
      },
    };
    await expect(migrateToLatest(db, broken)).rejects.toThrow(/9999-broken/);
    const tables = (await db.introspection.getTables()).map((table) => table.name);
    expect(tables).not.toContain('half_done');
    expect(tables).not.toContain('rate_limit_windows');
  });
});
