import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../migrate';
import { openSqliteDatabase } from '../open-sqlite-database';
import type { Database } from '../schema';
import { createPostgresTestDatabase, databaseEngines, openTestPostgres } from '../testing/test-databases';
import * as families from './2026-11-25-refresh-token-families';
import { migrations } from './index';

const name = '2026-11-25-refresh-token-families';
const before = Object.fromEntries(Object.entries(migrations).filter(([key]) => key !== name));

describe.each(databaseEngines)('the refresh token families migration on %s', (engine) => {
  let db: Kysely<Database>;
  afterEach(() => db.destroy());

  it('makes each existing token a family of its own, and can be undone', async () => {
    db =
      engine === 'sqlite'
        ? openSqliteDatabase({ filename: ':memory:' })
        : openTestPostgres(await createPostgresTestDatabase());
    await migrateToLatest(db, before);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table as it was before this migration
    const old = db as unknown as Kysely<any>;
    await old
      .insertInto('booking_clients')
      .values({ phone: '+447700900123', firstname: 'A', lastname: 'B', email: null, gender: 'female', created_at: 1 })
      .execute();
    await old
      .insertInto('booking_tokens')
      .values({ hash: 'h1', client_id: 1, kind: 'refresh', expires_at: 5 })
      .execute();

    expect(await migrateToLatest(db)).toEqual([name]);
    expect(await db.selectFrom('booking_tokens').selectAll().execute()).toEqual([
      { hash: 'h1', client_id: 1, kind: 'refresh', expires_at: 5, family: 'h1', spent_at: null },
    ]);
    expect(await db.selectFrom('auth_refresh_tokens').selectAll().execute()).toEqual([]);

    await families.down(db);
    expect(await old.selectFrom('booking_tokens').selectAll().execute()).toEqual([
      { hash: 'h1', client_id: 1, kind: 'refresh', expires_at: 5 },
    ]);
  });
});
