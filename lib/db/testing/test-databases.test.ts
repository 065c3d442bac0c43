import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../schema';
import { databaseEngines, openTestDatabase } from './test-databases';

describe.each(databaseEngines)('openTestDatabase on %s', (engine) => {
  let db: Kysely<Database> | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  async function fill(into: Kysely<Database>) {
    await sql`insert into booking_services (id, name, duration, public, archive, price_currency)
      values ('cut', 'Cut', 60, 1, 0, 'GBP')`.execute(into);
    await sql`insert into booking_service_prices (service_id, location_id, price) values ('cut', 1, 40)`.execute(into);
    const now = Date.UTC(2026, 10, 26);
    for (const name of ['Ann', 'Bea']) {
      await sql`insert into callback_requests (name, phone, link, created_at, next_attempt_at)
        values (${name}, '+447700900001', '/', ${now}, ${now})`.execute(into);
    }
  }

  it('hands each test the migrated schema, empty, its ids starting at 1 again', async () => {
    db = await openTestDatabase(engine);
    await fill(db);
    await db.destroy();

    db = await openTestDatabase(engine);
    const count = async (table: string) =>
      Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db!)).rows[0]!.n);
    expect(await count('booking_services')).toBe(0);
    expect(await count('booking_service_prices')).toBe(0);
    expect(await count('callback_requests')).toBe(0);
    await fill(db);
    const ids = (await sql<{ id: number }>`select id from callback_requests order by id`.execute(db)).rows;
    expect(ids.map((row) => Number(row.id))).toEqual([1, 2]);
  });

  it('keeps foreign keys checked for the test itself', async () => {
    db = await openTestDatabase(engine);
    await expect(
      sql`insert into booking_service_prices (service_id, location_id, price) values ('none', 1, 40)`.execute(db),
    ).rejects.toThrow();
  });
});
