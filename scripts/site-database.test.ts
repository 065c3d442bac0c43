/** The scripts' reader of the site's database, on a SQLite data folder and on PostgreSQL. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '@/lib/db/migrate';
import { openPostgresDatabase } from '@/lib/db/open-postgres-database';
import { openSqliteDatabase } from '@/lib/db/open-sqlite-database';
import { createPostgresTestDatabase } from '@/lib/db/testing/test-databases';
import { readSiteTable } from './site-database.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'backstage-scripts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const at = Date.UTC(2026, 10, 23, 10);
const query = 'select phone, created_at from booking_sms_outbox order by id desc';

describe('readSiteTable', () => {
  it('reads DATA_DIR/site.sqlite when DATABASE_URL is unset, and says when there is nothing yet', async () => {
    expect(await readSiteTable('booking_sms_outbox', query, { DATA_DIR: dir })).toEqual({
      where: path.join(dir, 'site.sqlite'),
      rows: null,
    });
    const db = openSqliteDatabase({ filename: path.join(dir, 'site.sqlite') });
    await migrateToLatest(db);
    await db
      .insertInto('booking_sms_outbox')
      .values({ phone: '+447700900123', body: 'code', created_at: at })
      .execute();
    await db.destroy();
    const read = await readSiteTable('booking_sms_outbox', query, { DATA_DIR: dir, DATABASE_URL: '' });
    expect(read.rows).toEqual([{ phone: '+447700900123', created_at: at }]);
  });

  it('reads PostgreSQL when DATABASE_URL is set, instants as numbers, and never names the address', async () => {
    const url = await createPostgresTestDatabase();
    expect(await readSiteTable('booking_sms_outbox', query, { DATABASE_URL: url })).toEqual({
      where: 'the PostgreSQL database (DATABASE_URL)',
      rows: null,
    });
    const db = openPostgresDatabase({ connectionString: url });
    await migrateToLatest(db);
    await db
      .insertInto('booking_sms_outbox')
      .values({ phone: '+447700900123', body: 'code', created_at: at })
      .execute();
    await db.destroy();
    const read = await readSiteTable('booking_sms_outbox', query, { DATABASE_URL: url, DATA_DIR: dir });
    expect(read.rows).toEqual([{ phone: '+447700900123', created_at: at }]);
  });
});
