/**
 * A phone's tries at its codes, on each engine: ten in any 24 hours (a rolling list, not a
 * fixed window), counted one after another when reserved at once (also from two
 * connections, as two instances would), a try given back, the pause, and the sweep.
 */
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { createPhoneTries, dayMs, pauseMs, triesPerPhonePerDay } from './phone-tries';

const phone = '+447700900950';
const hour = 60 * 60 * 1000;
const start = Date.parse('2026-01-05T08:00:00Z');

describe.each(databaseEngines)('phone tries on %s', (engine) => {
  let db: Kysely<Database>;
  beforeEach(async () => {
    db = await openTestDatabase(engine);
  });
  afterEach(() => db.destroy());

  it(`counts ${triesPerPhonePerDay} of 50 tries reserved at once`, async () => {
    const tries = createPhoneTries(db);
    const answers = await Promise.all(Array.from({ length: 50 }, () => tries.reserve(phone, start)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(triesPerPhonePerDay);
    expect(answers.find((answer) => !answer.ok)).toEqual({ ok: false, retryAfterSeconds: dayMs / 1000 });
  });

  it('counts them across instances on one database (PostgreSQL: two pools)', async () => {
    const other = engine === 'postgres' ? await openTestDatabase(engine) : db;
    try {
      const stores = [createPhoneTries(db), createPhoneTries(other)];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) => stores[index % 2]!.reserve(phone, start + index)),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(triesPerPhonePerDay);
    } finally {
      if (other !== db) await other.destroy();
    }
  });

  it('keeps ten in any 24 hours, not per fixed window: the eleventh waits for the first to be a day old', async () => {
    const tries = createPhoneTries(db);
    for (let i = 0; i < triesPerPhonePerDay; i += 1)
      expect((await tries.reserve(phone, start + i * hour)).ok).toBe(true);
    const last = start + (triesPerPhonePerDay - 1) * hour;
    expect(await tries.reserve(phone, last + hour)).toEqual({
      ok: false,
      retryAfterSeconds: (dayMs - 10 * hour) / 1000,
    });
    expect(await tries.reserve(phone, start + dayMs - 1)).toMatchObject({ ok: false });
    expect(await tries.reserve(phone, start + dayMs)).toEqual({ ok: true, at: start + dayMs });
    expect(await tries.reserve(phone, start + dayMs + 1)).toMatchObject({ ok: false });
  });

  it('takes back a try given back, so a right code does not use up the day', async () => {
    const tries = createPhoneTries(db);
    for (let i = 0; i < 50; i += 1) {
      const reserved = await tries.reserve(phone, start + i);
      if (!reserved.ok) throw new Error(`try ${i} refused`);
      await tries.giveBack(phone, reserved.at, start + i);
    }
    expect(await tries.reserve(phone, start + 50)).toMatchObject({ ok: true });
  });

  it(`pauses the phone for a day at the ${triesPerPhonePerDay}th wrong code, refusing even a try meanwhile`, async () => {
    const tries = createPhoneTries(db);
    for (let i = 0; i < triesPerPhonePerDay - 1; i += 1) {
      await tries.reserve(phone, start + i);
      expect(await tries.wrongCode(phone, start + i)).toBeNull();
    }
    await tries.reserve(phone, start + hour);
    expect(await tries.wrongCode(phone, start + hour)).toBe(pauseMs / 1000);
    expect(await tries.pausedFor(phone, start + 2 * hour)).toBe((pauseMs - hour) / 1000);
    expect(await tries.reserve(phone, start + 2 * hour)).toEqual({
      ok: false,
      retryAfterSeconds: (pauseMs - hour) / 1000,
    });
    expect(await tries.pausedFor(phone, start + hour + pauseMs)).toBeNull();
    expect(await tries.reserve(phone, start + hour + pauseMs)).toMatchObject({ ok: true });
  });

  it('sweeps a phone’s row once it holds neither a try of the last day nor a pause', async () => {
    const tries = createPhoneTries(db);
    await tries.reserve(phone, start);
    await tries.reserve('+447700900951', start + hour);
    expect(await tries.sweep(start + dayMs)).toBe(0);
    expect(await tries.sweep(start + dayMs + 1)).toBe(1);
    expect(await db.selectFrom('auth_phone_tries').select('phone').execute()).toEqual([{ phone: '+447700900951' }]);
  });
});
