import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { openSqliteDatabase } from '../open-sqlite-database';
import type { Database } from '../schema';
import { createPostgresTestDatabase, databaseEngines, openTestPostgres } from '../testing/test-databases';
import { migrations } from './index';
import * as smsDelivery from './2026-11-25-sms-delivery';

const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== '2026-11-25-sms-delivery'));

describe.each(databaseEngines)('the sms delivery migration on %s', (engine) => {
  let db: Kysely<Database>;
  afterEach(() => db.destroy());

  it('gives existing text messages the delivery columns, due at once, and can be undone', async () => {
    // A fresh database (not the emptied per-file one), so the migrations before this one run alone.
    db =
      engine === 'sqlite'
        ? openSqliteDatabase({ filename: ':memory:' })
        : openTestPostgres(await createPostgresTestDatabase());
    await migrateToLatest(db, before);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before this migration
    const old = db as unknown as Kysely<any>;
    await old
      .insertInto('booking_sms_outbox')
      .values({ phone: '+447700900123', body: '1234 is your code', created_at: 1 })
      .execute();

    expect(await migrateToLatest(db)).toEqual(['2026-11-25-sms-delivery']);
    expect(await db.selectFrom('booking_sms_outbox').selectAll().execute()).toEqual([
      {
        id: 1,
        phone: '+447700900123',
        body: '1234 is your code',
        created_at: 1,
        attempts: 0,
        next_attempt_at: 0,
        claimed_until: null,
        delivered_at: null,
        last_error: null,
      },
    ]);

    await smsDelivery.down(db);
    expect(await old.selectFrom('booking_sms_outbox').selectAll().execute()).toEqual([
      { id: 1, phone: '+447700900123', body: '1234 is your code', created_at: 1 },
    ]);
  });
});
