/**
 * The database foundation on real SQLite files: migrations, the connection settings, and
 * a writer in another process making this one wait rather than fail.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Migration } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, MigrationError } from './migrate';
import { migrations } from './migrations';
import { openDatabase } from './open-database';

const folders: string[] = [];
const opened: Kysely<unknown>[] = [];

function tempFile() {
  const dir = mkdtempSync(path.join(tmpdir(), 'backstage-db-'));
  folders.push(dir);
  return path.join(dir, 'site.sqlite');
}

function open(filename: string, busyTimeoutMs?: number) {
  const db = openDatabase({ filename, busyTimeoutMs });
  opened.push(db as Kysely<unknown>);
  return db;
}

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.destroy()));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Holds SQLite's write lock on `filename` from another process for `ms` milliseconds. */
function holdWriteLock(filename: string, ms: number): Promise<{ released: Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.pragma('journal_mode = WAL');
    db.exec('begin immediate');
    process.stdout.write('locked\\n');
    setTimeout(() => { db.exec('commit'); db.close(); }, Number(process.argv[2]));
  `;
  const child = spawn(process.execPath, ['-e', script, filename, String(ms)], {
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
    expect(tables).toContain('rate_limit_hits');
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
    const { released } = await holdWriteLock(filename, 400);
    const started = Date.now();
    await db.transaction().execute((trx) => trx.insertInto('rate_limit_hits').values({ key: 'k', at: 1 }).execute());
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await released;
    const rows = await db.selectFrom('rate_limit_hits').selectAll().execute();
    expect(rows).toHaveLength(1);
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
