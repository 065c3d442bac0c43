/**
 * Sign-in codes on both engines: wrong tries sent at once are each counted, so no more than
 * five guesses are ever judged.
 */
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createCodeStore, maxWrongCodes } from './code-store';

const now = Date.UTC(2026, 0, 5, 8);

describe.each(databaseEngines)('the code store on %s', (engine) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await openTestDatabase(engine);
  });
  afterEach(() => db.destroy());

  it('counts every one of many wrong codes sent at once, and judges only five', async () => {
    const codes = createCodeStore(db);
    const { authId, code } = await codes.create('+447700900123', (sent) => `Your code is ${sent}`, now);
    const wrong = code === '0000' ? '0001' : '0000';
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
    const checks = await Promise.all(Array.from({ length: 8 }, () => codes.check(authId, wrong, now)));
    const judged = checks.filter((check) => check.status === 'wrong');
    expect(judged.map((check) => (check.status === 'wrong' ? check.attemptsLeft : -1)).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(checks.filter((check) => check.status === 'expired')).toHaveLength(8 - maxWrongCodes);
    expect(await codes.check(authId, code, now)).toEqual({ status: 'expired' });
  });
});
