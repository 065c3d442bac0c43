import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { openSqliteDatabase } from '../open-sqlite-database';
import type { Database } from '../schema';
import { createPostgresTestDatabase, databaseEngines, openTestPostgres } from '../testing/test-databases';
import { migrations } from './index';

const name = '2026-11-25-phones-e164';
const before = Object.fromEntries(
  Object.entries(migrations).filter(([key]) => key < name || key === '2026-11-25-sms-delivery'),
);

describe.each(databaseEngines)('the E.164 phones migration on %s', (engine) => {
  let db: Kysely<Database>;
  afterEach(() => db.destroy());

  it('rewrites clients phones into E.164, leaving a number it cannot read or that another client has', async () => {
    db =
      engine === 'sqlite'
        ? openSqliteDatabase({ filename: ':memory:' })
        : openTestPostgres(await createPostgresTestDatabase());
    await migrateToLatest(db, before);
    const client = (phone: string) => ({
      phone,
      firstname: 'A',
      lastname: 'B',
      email: null,
      gender: 'female',
      created_at: 1,
    });
    await db
      .insertInto('booking_clients')
      .values([
        client('07700900123'),
        client('+4402079460958'),
        client('+447700900555'),
        client('07700900555'),
        client('12345'),
      ])
      .execute();

    expect(await migrateToLatest(db)).toContain(name);
    const phones = await db.selectFrom('booking_clients').select('phone').orderBy('id').execute();
    expect(phones.map((row) => row.phone)).toEqual([
      '+447700900123',
      '+442079460958',
      '+447700900555',
      '07700900555',
      '12345',
    ]);
  });
});
