/**
 * Phone sign-in codes and the SMS outbox. The embedded backend sends no text messages: a
 * code's message goes into `booking_sms_outbox` (read with `npm run sms`). A code is six
 * digits from the operating system's random source, kept only as an HMAC under a server key,
 * lives ten minutes and dies after five wrong tries; and however many codes a phone is sent,
 * it gets at most ten wrong tries a day, so a guesser cannot go round the per-code limit by
 * asking for more. A phone is sent at most ten codes a day. Both counts are taken with the
 * phone locked, so requests at once cannot all pass them. A message's text (it holds the code) is kept only until the message is
 * delivered or its code has expired, whichever is later; then it is emptied. The row stays a
 * week for the outbox's bookkeeping (attempts, last error: what a visitor who got no code asks
 * about), then goes; ids count on (AUTOINCREMENT, an identity), so none is ever reused.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { isPostgres, serialiseOn } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';
import type { KeySource } from '@/lib/secrets/server-key';

export const codeDigits = 6;
export const codeSeconds = 10 * 60;
export const maxWrongCodes = 5;
export const maxWrongCodesPerPhonePerDay = 10;
/**
 * Codes one phone is sent in a day, however they are asked for: each is a paid text message
 * and a row here and in the outbox. The site asks for at most 6 (its own limit per phone),
 * so this only holds for callers that go round it.
 */
export const maxCodesPerPhonePerDay = 10;
const dayMs = 24 * 60 * 60 * 1000;
/** How long a message's row (its text already emptied) is kept for its delivery bookkeeping. */
export const smsRowDays = 7;

/** A code of `codeDigits` digits, each of the 10^6 equally likely. */
export const newCode = () => String(randomInt(0, 10 ** codeDigits)).padStart(codeDigits, '0');

/**
 * A code's hash: an HMAC under the server's key, so a copy of the table alone cannot be
 * searched through the million possible codes; the random auth id binds it to its sign-in.
 */
const hashCode = (key: Buffer, authId: string, code: string) =>
  createHmac('sha256', key).update(`${authId}:${code}`).digest();

/**
 * Empties the text of every message whose code has expired and which is not being delivered
 * right now: delivered, given up on (an expired code is never sent), or never sent (no gateway);
 * and deletes the rows older than `smsRowDays` that are not being delivered.
 */
export async function dropSpentMessages(db: Kysely<Database>, now: number): Promise<void> {
  const notInFlight = (eb: ExpressionBuilder<Database, 'booking_sms_outbox'>) =>
    eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]);
  await db
    .updateTable('booking_sms_outbox')
    .set({ body: '' })
    .where('body', '<>', '')
    .where('created_at', '<=', now - codeSeconds * 1000)
    .where(notInFlight)
    .execute();
  await db
    .deleteFrom('booking_sms_outbox')
    .where('created_at', '<=', now - smsRowDays * dayMs)
    .where(notInFlight)
    .execute();
}

/** `create` refused: the phone has been sent `maxCodesPerPhonePerDay` codes in the last day. */
export class TooManyCodes extends Error {
  override name = 'TooManyCodes';
}

/**
 * Makes the rest of the transaction take turns with every other on this phone's codes (on
 * PostgreSQL; SQLite's transaction is alone already), so what it counts across the phone's
 * codes stays true until it commits.
 */
const lockPhone = (trx: Parameters<typeof serialiseOn>[0], phone: string) => serialiseOn(trx, `booking-phone:${phone}`);

export type CodeCheck =
  { status: 'valid'; phone: string } | { status: 'wrong'; attemptsLeft: number } | { status: 'expired' };

/** `key` is the HMAC key of the codes, handed in by whoever runs the backend (the booking-system door). */
export function createCodeStore(db: Kysely<Database>, key: KeySource) {
  /** Wrong tries at `phone`'s codes of the last day: codes are kept a day for this count. */
  async function wrongTriesOfPhone(trx: Kysely<Database>, phone: string, now: number) {
    const row = await trx
      .selectFrom('booking_auth_codes')
      .select((eb) => eb.fn.sum<number | string>('wrong_attempts').as('wrong'))
      .where('phone', '=', phone)
      .where('created_at', '>', now - dayMs)
      .executeTakeFirst();
    return Number(row?.wrong ?? 0);
  }

  return {
    /** A new code for `phone`, queued as a text message; throws `TooManyCodes` past the phone's day. */
    async create(phone: string, message: (code: string) => string, now: number) {
      const authId = randomUUID();
      const code = newCode();
      const codeHash = hashCode(await key(), authId, code).toString('hex');
      await db.transaction().execute(async (trx) => {
        await lockPhone(trx, phone);
        const sent = await trx
          .selectFrom('booking_auth_codes')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('phone', '=', phone)
          .where('created_at', '>', now - dayMs)
          .executeTakeFirstOrThrow();
        if (Number(sent.count) >= maxCodesPerPhonePerDay) throw new TooManyCodes();
        await trx
          .insertInto('booking_auth_codes')
          .values({
            auth_id: authId,
            phone,
            code_hash: codeHash,
            expires_at: now + codeSeconds * 1000,
            used_at: null,
            created_at: now,
          })
          .execute();
        await trx
          .insertInto('booking_sms_outbox')
          .values({ phone, body: message(code), created_at: now })
          .execute();
        await trx
          .deleteFrom('booking_auth_codes')
          .where('created_at', '<=', now - dayMs)
          .execute();
        await dropSpentMessages(trx, now);
      });
      return { authId, code };
    },

    /**
     * Checks a code; a wrong one counts against the code and its phone. A used, expired or
     * dead code, or one whose phone has run out of tries for the day, is `expired`: the
     * answer never depends on whether the phone belongs to a client.
     */
    async check(authId: string, code: string, now: number): Promise<CodeCheck> {
      const codeKey = await key();
      await dropSpentMessages(db, now);
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('booking_auth_codes')
          .selectAll()
          .where('auth_id', '=', authId)
          // Two checks of one code at once take turns, so each wrong one is counted.
          .$if(isPostgres(trx), (query) => query.forUpdate())
          .executeTakeFirst();
        if (!row || row.used_at !== null || row.expires_at <= now || row.wrong_attempts >= maxWrongCodes)
          return { status: 'expired' };
        // Checks at two codes of one phone at once take turns too, so the day's count per phone holds.
        await lockPhone(trx, row.phone);
        const phoneWrong = await wrongTriesOfPhone(trx, row.phone, now);
        if (phoneWrong >= maxWrongCodesPerPhonePerDay) return { status: 'expired' };
        const expected = Buffer.from(row.code_hash, 'hex');
        const given = hashCode(codeKey, authId, code);
        if (expected.length === given.length && timingSafeEqual(expected, given))
          return { status: 'valid', phone: row.phone };
        const wrong = row.wrong_attempts + 1;
        await trx
          .updateTable('booking_auth_codes')
          .set({ wrong_attempts: wrong })
          .where('auth_id', '=', authId)
          .execute();
        const attemptsLeft = Math.min(maxWrongCodes - wrong, maxWrongCodesPerPhonePerDay - phoneWrong - 1);
        return { status: 'wrong', attemptsLeft };
      });
    },

    async spend(authId: string, now: number): Promise<void> {
      await db.updateTable('booking_auth_codes').set({ used_at: now }).where('auth_id', '=', authId).execute();
    },

    latestMessages: (count: number) =>
      db.selectFrom('booking_sms_outbox').selectAll().orderBy('id', 'desc').limit(count).execute(),
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
