/**
 * The sign-in's tries, on each engine: at most five reserved however many are asked for at
 * once (also from two connections), one given back returns to the pool, and an expired or
 * ended sign-in has none.
 */
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createSignInStore, maxWrongCodes, signInSeconds } from './sign-in-store';

const start = Date.parse('2026-01-05T08:00:00Z');

describe.each(databaseEngines)('sign-in tries on %s', (engine) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await openTestDatabase(engine);
  });
  afterEach(() => db.destroy());

  it(`reserves ${maxWrongCodes} of 100 tries asked for at once, on two connections`, async () => {
    const other = engine === 'postgres' ? await openTestDatabase(engine) : db;
    try {
      const id = await createSignInStore(db).start('auth-1', '+447700900960', start);
      const stores = [createSignInStore(db), createSignInStore(other)];
      const tries = await Promise.all(Array.from({ length: 100 }, (_, i) => stores[i % 2]!.reserveTry(id, start)));
      const counted = tries.filter((row) => row !== undefined).map((row) => row.tries);
      expect(counted.sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      if (other !== db) await other.destroy();
    }
  });

  it('gives a try back, and ends the sign-in at the fifth wrong code', async () => {
    const store = createSignInStore(db);
    const id = await store.start('auth-2', '+447700900961', start);
    const first = await store.reserveTry(id, start);
    await store.giveBack(id);
    expect((await store.reserveTry(id, start))?.tries).toBe(first?.tries);
    const answers = [];
    for (let i = 0; i < maxWrongCodes - 1; i += 1) {
      const reserved = (await store.reserveTry(id, start))!;
      answers.push(await store.wrongCode(reserved));
    }
    expect(answers.map((answer) => answer.attemptsLeft)).toEqual([3, 2, 1, 0]);
    expect(await store.reserveTry(id, start)).toBeUndefined();
    expect(await db.selectFrom('auth_sign_ins').selectAll().execute()).toEqual([]);
  });

  it('has no try left for an expired or finished sign-in, and sweeps expired ones when the next starts', async () => {
    const store = createSignInStore(db);
    const old = await store.start('auth-3', '+447700900962', start);
    expect(await store.reserveTry(old, start + signInSeconds * 1000)).toBeUndefined();
    const done = await store.start('auth-4', '+447700900963', start + signInSeconds * 1000 + 1);
    await store.finish(done);
    expect(await store.reserveTry(done, start + signInSeconds * 1000 + 2)).toBeUndefined();
    expect(await db.selectFrom('auth_sign_ins').select('id').execute()).toEqual([]);
  });
});
