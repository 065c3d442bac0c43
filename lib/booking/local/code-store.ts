/**
 * Phone sign-in codes and the SMS outbox. The embedded backend sends no text messages: a
 * code's message goes into `booking_sms_outbox` (read with `npm run sms`). Codes are kept
 * as hashes, live ten minutes, and die after five wrong tries.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isPostgres } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

export const codeSeconds = 10 * 60;
export const maxWrongCodes = 5;

const hashCode = (authId: string, code: string) => createHash('sha256').update(`${authId}:${code}`).digest('hex');

export type CodeCheck =
  { status: 'valid'; phone: string } | { status: 'wrong'; attemptsLeft: number } | { status: 'expired' };

export function createCodeStore(db: Kysely<Database>) {
  return {
    /** A new code for `phone`, queued as a text message. */
    async create(phone: string, message: (code: string) => string, now: number) {
      const authId = randomUUID();
      const code = String(randomInt(0, 10_000)).padStart(4, '0');
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('booking_auth_codes')
          .values({
            auth_id: authId,
            phone,
            code_hash: hashCode(authId, code),
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
          .where('expires_at', '<', now - codeSeconds * 1000)
          .execute();
      });
      return { authId, code };
    },

    /** Checks a code; a wrong one counts, and after the fifth wrong one the code is dead. */
    check(authId: string, code: string, now: number): Promise<CodeCheck> {
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
        if (row.code_hash === hashCode(authId, code)) return { status: 'valid', phone: row.phone };
        const wrong = row.wrong_attempts + 1;
        await trx
          .updateTable('booking_auth_codes')
          .set({ wrong_attempts: wrong })
          .where('auth_id', '=', authId)
          .execute();
        return { status: 'wrong', attemptsLeft: maxWrongCodes - wrong };
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
