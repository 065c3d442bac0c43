/**
 * The embedded backend's sign-in codes on a private database with a clock the test moves:
 * six random digits, kept only as a hash, and every limit on checking them (ten minutes,
 * five wrong tries a code, ten a day per phone across its codes, used once), on each engine;
 * wrong tries sent at once are each counted, so no more than five guesses at a code and ten
 * at a phone's codes are ever judged; and a phone is sent at most ten codes a day.
 */
import { sql, type Kysely } from 'kysely';
import { createHash, createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { databaseEngines, openTestDatabase } from '@/lib/db/testing/test-databases';
import { serverKey } from '@/lib/secrets/server-key';
import {
  codeSeconds,
  createCodeStore,
  maxWrongCodes,
  maxWrongCodesPerPhonePerDay,
  maxCodesPerPhonePerDay,
  newCode,
  smsRowDays,
  TooManyCodes,
} from './code-store';
import { createSmsStore } from './sms-outbox';

const randomInt = vi.hoisted(() => vi.fn());
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  randomInt.mockImplementation(crypto.randomInt as never);
  return { ...crypto, randomInt };
});

const minute = 60 * 1000;
const hour = 60 * minute;
const start = Date.parse('2026-01-05T08:00:00Z');
const message = (code: string) => `code ${code}`;
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each(databaseEngines)('the code store on %s', (engine) => {
  let db: Kysely<Database>;
  let store: ReturnType<typeof createCodeStore>;
  beforeEach(async () => {
    db = await openTestDatabase(engine);
    store = createCodeStore(db, serverKey(db, null, 'sign-in-codes'));
  });
  afterEach(() => db.destroy());

  describe('codes', () => {
    it('are six digits drawn from crypto.randomInt over all million values, zero-padded', () => {
      randomInt.mockClear();
      const codes = Array.from({ length: 200 }, () => newCode());
      expect(randomInt).toHaveBeenCalledTimes(200);
      expect(randomInt).toHaveBeenCalledWith(0, 1_000_000);
      for (const code of codes) expect(code).toMatch(/^\d{6}$/);
      expect(new Set(codes).size).toBeGreaterThan(190);
      randomInt.mockReturnValueOnce(42);
      expect(newCode()).toBe('000042');
    });

    it('are queued as the message and stored only as a hash', async () => {
      const { authId, code } = await store.create('+447700900001', message, start);
      expect(await store.latestMessages(1)).toMatchObject([{ phone: '+447700900001', body: `code ${code}` }]);
      const row = await db
        .selectFrom('booking_auth_codes')
        .selectAll()
        .where('auth_id', '=', authId)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.code_hash).not.toContain(code);
      expect(await store.check(authId, code, start)).toEqual({ status: 'valid', phone: '+447700900001' });
    });
  });

  describe('the hash of a code', () => {
    it('is an HMAC under the server key, so the stored hash cannot be checked without that key', async () => {
      const key = Buffer.alloc(32, 7);
      const keyed = createCodeStore(db, async () => key);
      const { authId, code } = await keyed.create('+447700900011', message, start);
      const row = await db
        .selectFrom('booking_auth_codes')
        .select('code_hash')
        .where('auth_id', '=', authId)
        .executeTakeFirstOrThrow();
      expect(row.code_hash).toBe(createHmac('sha256', key).update(`${authId}:${code}`).digest('hex'));
      expect(row.code_hash).not.toBe(createHash('sha256').update(`${authId}:${code}`).digest('hex'));
      // Under another key the right code is wrong.
      const otherKey = createCodeStore(db, async () => Buffer.alloc(32, 8));
      expect(await otherKey.check(authId, code, start)).toEqual({ status: 'wrong', attemptsLeft: maxWrongCodes - 1 });
      expect(await keyed.check(authId, code, start)).toEqual({ status: 'valid', phone: '+447700900011' });
    });

    it('uses, with no key configured, one secret generated once into the database and shared by every store on it', async () => {
      const first = serverKey(db, null, 'sign-in-codes');
      const second = serverKey(db, null, 'sign-in-codes');
      const [a, b] = await Promise.all([first(), second()]);
      expect(a.equals(b)).toBe(true);
      expect(await db.selectFrom('server_secrets').select('name').execute()).toEqual([{ name: 'auth' }]);
      expect((await serverKey(db, null, 'refresh-grace')()).equals(a)).toBe(false);
      const configured = serverKey(db, 'a configured secret of 32 chars!!', 'sign-in-codes');
      expect((await configured()).equals(a)).toBe(false);
      const { authId, code } = await store.create('+447700900012', message, start);
      expect(await createCodeStore(db, first).check(authId, code, start)).toMatchObject({ status: 'valid' });
    });
  });

  describe('the text of a message', () => {
    const texts = async () =>
      (await db.selectFrom('booking_sms_outbox').select(['phone', 'body']).orderBy('id').execute()).map(
        (row) => `${row.phone} ${row.body}`,
      );

    it('is kept until its code expires, delivered or not, then emptied', async () => {
      const sms = createSmsStore(db);
      const delivered = await store.create('+447700900021', message, start);
      const waiting = await store.create('+447700900022', message, start + minute);
      const [claimed] = await sms.claimDue(start + 2 * minute, start + 3 * minute, 1);
      await sms.markDelivered(claimed!.id, start + 2 * minute);

      // Delivered, but its code still lives: the visitor may still need it (and `npm run sms` shows it).
      await store.create('+447700900023', message, start + codeSeconds * 1000 - 1);
      expect(await texts()).toEqual([
        `+447700900021 code ${delivered.code}`,
        `+447700900022 code ${waiting.code}`,
        expect.stringMatching(/^\+447700900023 code \d{6}$/),
      ]);
      // Once each code has expired, its text goes, whether it was delivered or never sent.
      await store.check(waiting.authId, waiting.code, start + minute + codeSeconds * 1000);
      expect((await texts()).slice(0, 2)).toEqual(['+447700900021 ', '+447700900022 ']);
      expect(await store.check(delivered.authId, delivered.code, start + codeSeconds * 1000)).toEqual({
        status: 'expired',
      });
    });

    it('stays while the message is being delivered, and goes at the next pass after', async () => {
      const sms = createSmsStore(db);
      await store.create('+447700900024', message, start);
      const [inFlight] = await sms.claimDue(start + codeSeconds * 1000 - 1, start + codeSeconds * 1000 + minute, 1);
      await sms.claimDue(start + codeSeconds * 1000 + 1, start + codeSeconds * 1000 + 2 * minute, 1);
      expect(await texts()).toEqual([`+447700900024 ${inFlight!.body}`]);
      await sms.markDelivered(inFlight!.id, start + codeSeconds * 1000 + 30_000);
      expect(
        await sms.claimDue(start + codeSeconds * 1000 + minute, start + codeSeconds * 1000 + 2 * minute, 1),
      ).toEqual([]);
      expect(await texts()).toEqual(['+447700900024 ']);
    });
  });

  describe('the row of a message', () => {
    const rows = async () =>
      (await db.selectFrom('booking_sms_outbox').select(['id', 'phone']).orderBy('id').execute()).map((row) => ({
        id: Number(row.id),
        phone: row.phone,
      }));
    const day = 24 * hour;

    it(`stays ${smsRowDays} days for its bookkeeping, then goes, and its id is never given again`, async () => {
      const sms = createSmsStore(db);
      await store.create('+447700900031', message, start);
      await store.create('+447700900032', message, start + day);
      const kept = await rows();
      expect(kept).toHaveLength(2);

      // A day short of the week: both rows stay (texts emptied).
      await sms.claimDue(start + (smsRowDays - 1) * day, start + (smsRowDays - 1) * day + minute, 1);
      expect(await rows()).toEqual(kept);
      // A week after the first: it goes, the second stays.
      await sms.claimDue(start + smsRowDays * day, start + smsRowDays * day + minute, 1);
      expect(await rows()).toEqual([kept[1]]);
      // A new message after the last row went still gets a new id.
      await sms.claimDue(start + (smsRowDays + 1) * day, start + (smsRowDays + 1) * day + minute, 1);
      expect(await rows()).toEqual([]);
      await store.create('+447700900033', message, start + (smsRowDays + 1) * day);
      expect(await rows()).toEqual([{ id: kept[1]!.id + 1, phone: '+447700900033' }]);
    });

    it('stays while a delivery holds it, however old', async () => {
      const sms = createSmsStore(db);
      await store.create('+447700900034', message, start);
      const old = start + smsRowDays * day;
      // A lease still running (a worker that has the row in hand) keeps it.
      await db
        .updateTable('booking_sms_outbox')
        .set({ claimed_until: old + minute })
        .execute();
      await sms.claimDue(old, old + minute, 1);
      expect(await rows()).toHaveLength(1);
      await sms.claimDue(old + minute, old + 2 * minute, 1);
      expect(await rows()).toEqual([]);
    });
  });

  describe('checking a code', () => {
    it(`lives ${codeSeconds / 60} minutes`, async () => {
      const { authId, code } = await store.create('+447700900002', message, start);
      expect((await store.check(authId, code, start + codeSeconds * 1000 - 1)).status).toBe('valid');
      expect(await store.check(authId, code, start + codeSeconds * 1000)).toEqual({ status: 'expired' });
    });

    it('works once: a used code is expired', async () => {
      const { authId, code } = await store.create('+447700900003', message, start);
      await store.spend(authId, start + minute);
      expect(await store.check(authId, code, start + 2 * minute)).toEqual({ status: 'expired' });
    });

    it(`dies after ${maxWrongCodes} wrong tries, the right code included`, async () => {
      const { authId, code } = await store.create('+447700900004', message, start);
      for (let left = maxWrongCodes - 1; left >= 0; left -= 1) {
        expect(await store.check(authId, wrongFor(code), start)).toEqual({ status: 'wrong', attemptsLeft: left });
      }
      expect(await store.check(authId, code, start)).toEqual({ status: 'expired' });
      expect(await store.check('no-such-code', code, start)).toEqual({ status: 'expired' });
    });

    it(`counts wrong tries per phone across its codes: ${maxWrongCodesPerPhonePerDay} a day`, async () => {
      const phone = '+447700900005';
      let now = start;
      let wrongTries = 0;
      // A guesser asks for a new code whenever one dies, all day (as many as are sent): every try is counted against the phone.
      for (; now < start + 24 * hour; now += 20 * minute) {
        const sent = await store.create(phone, message, now).catch((error: unknown) => {
          if (error instanceof TooManyCodes) return null;
          throw error;
        });
        if (!sent) continue;
        for (let i = 0; i < maxWrongCodes; i += 1) {
          const check = await store.check(sent.authId, wrongFor(sent.code), now);
          if (check.status === 'wrong') wrongTries += 1;
          else expect(check).toEqual({ status: 'expired' });
        }
      }
      expect(wrongTries).toBe(maxWrongCodesPerPhonePerDay);
      // Another phone is not affected.
      const other = await store.create('+447700900006', message, now);
      expect((await store.check(other.authId, other.code, now)).status).toBe('valid');
    });

    it('says how many tries are left, the fewer of the code and the phone', async () => {
      const phone = '+447700900007';
      const first = await store.create(phone, message, start);
      for (let i = 0; i < maxWrongCodes; i += 1) await store.check(first.authId, wrongFor(first.code), start);
      const second = await store.create(phone, message, start + minute);
      const left = [];
      for (let i = 0; i < maxWrongCodes; i += 1)
        left.push(await store.check(second.authId, wrongFor(second.code), start + minute));
      expect(left).toEqual([4, 3, 2, 1, 0].map((attemptsLeft) => ({ status: 'wrong', attemptsLeft })));
      // The phone's tries are spent: even the right code of a new one is refused, until the day has passed.
      const third = await store.create(phone, message, start + 2 * minute);
      expect(await store.check(third.authId, third.code, start + 2 * minute)).toEqual({ status: 'expired' });
      const nextDay = await store.create(phone, message, start + 24 * hour + minute);
      expect(await store.check(nextDay.authId, nextDay.code, start + 24 * hour + minute)).toEqual({
        status: 'valid',
        phone,
      });
    });

    it(`sends a phone at most ${maxCodesPerPhonePerDay} codes a day, of many asked for at once`, async () => {
      const phone = '+447700900010';
      await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
      const asked = await Promise.allSettled(Array.from({ length: 15 }, () => store.create(phone, message, start)));
      expect(asked.filter((result) => result.status === 'fulfilled')).toHaveLength(maxCodesPerPhonePerDay);
      for (const result of asked.filter((item) => item.status === 'rejected'))
        expect(result.reason).toBeInstanceOf(TooManyCodes);
      const queued = await db.selectFrom('booking_sms_outbox').select('id').where('phone', '=', phone).execute();
      expect(queued).toHaveLength(maxCodesPerPhonePerDay);
      await expect(store.create(phone, message, start + 23 * hour)).rejects.toBeInstanceOf(TooManyCodes);
      expect((await store.create(phone, message, start + 24 * hour + 1)).code).toMatch(/^\d{6}$/);
    });

    it('keeps a code a day, for that count, and no longer', async () => {
      await store.create('+447700900008', message, start);
      await store.create('+447700900009', message, start + 24 * hour);
      const phones = await db.selectFrom('booking_auth_codes').select('phone').execute();
      expect(phones).toEqual([{ phone: '+447700900009' }]);
    });
  });

  it('counts every one of many wrong codes sent at once, and judges only five', async () => {
    const { authId, code } = await store.create('+447700900123', message, start);
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
    const checks = await Promise.all(Array.from({ length: 8 }, () => store.check(authId, wrongFor(code), start)));
    const judged = checks.filter((check) => check.status === 'wrong');
    expect(judged.map((check) => (check.status === 'wrong' ? check.attemptsLeft : -1)).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(checks.filter((check) => check.status === 'expired')).toHaveLength(8 - maxWrongCodes);
    expect(await store.check(authId, code, start)).toEqual({ status: 'expired' });
  });

  it(`counts at most ${maxWrongCodesPerPhonePerDay} of many wrong tries sent at once at the phone's several codes`, async () => {
    const phone = '+447700900124';
    const codes = [];
    for (let n = 0; n < 8; n += 1) codes.push(await store.create(phone, message, start + n));
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(db)));
    const checks = await Promise.all(
      codes.flatMap(({ authId, code }) =>
        Array.from({ length: maxWrongCodes }, () => store.check(authId, wrongFor(code), start + minute)),
      ),
    );
    expect(checks.filter((check) => check.status === 'wrong')).toHaveLength(maxWrongCodesPerPhonePerDay);
    const counted = await db
      .selectFrom('booking_auth_codes')
      .select('wrong_attempts')
      .where('phone', '=', phone)
      .execute();
    expect(counted.reduce((sum, row) => sum + Number(row.wrong_attempts), 0)).toBe(maxWrongCodesPerPhonePerDay);
  });
});
