/**
 * Tries at one phone's codes, across all its sign-ins: at most ten in any 24 hours, kept in
 * the site's database (one row per phone, the instants of its tries within the last day),
 * so every instance on one database shares them. A code of six digits is only as strong as
 * the number of guesses allowed at it, and a phone gets a new code per sign-in.
 *
 * A try is reserved before the booking system is asked, in a short transaction that holds
 * the phone's row (PostgreSQL: `FOR UPDATE`; SQLite: its one writer), so tries sent at once
 * are counted one after another and the eleventh is refused however they arrive. A rolling
 * list rather than the shared limiter's fixed windows, which would allow 19 across a window's
 * edge. A right code gives its try back, so signing in does not use up the day.
 *
 * The tenth wrong code pauses the phone for a day: no code is sent to it and none of its
 * codes is checked, right or wrong, until the pause ends.
 */
import type { Kysely, Transaction } from 'kysely';
import { isPostgres } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

export const triesPerPhonePerDay = 10;
export const dayMs = 24 * 60 * 60 * 1000;
export const pauseMs = dayMs;

/** A try counted at `at`, or why not: the phone is paused, or its tries are used up, until `retryAfterSeconds` from now. */
export type PhoneTry = { ok: true; at: number } | { ok: false; retryAfterSeconds: number };

type Row = { tries: number[]; pausedUntil: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createPhoneTries(db: Kysely<Database>) {
  /** Runs `change` on the phone's tries of the last day with its row held; saves what it returns. */
  function withRow<T>(phone: string, now: number, change: (row: Row) => { row: Row; answer: T }): Promise<T> {
    return db.transaction().execute(async (trx: Transaction<Database>) => {
      await trx
        .insertInto('auth_phone_tries')
        .values({ phone, tries: '[]', paused_until: 0, active_until: now })
        .onConflict((conflict) => conflict.column('phone').doNothing())
        .execute();
      const select = trx.selectFrom('auth_phone_tries').selectAll().where('phone', '=', phone);
      const stored = await (isPostgres(trx) ? select.forUpdate() : select).executeTakeFirstOrThrow();
      const tries = (JSON.parse(stored.tries) as number[]).filter((at) => at > now - dayMs);
      const { row, answer } = change({ tries, pausedUntil: stored.paused_until });
      await trx
        .updateTable('auth_phone_tries')
        .set({
          tries: JSON.stringify(row.tries),
          paused_until: row.pausedUntil,
          active_until: Math.max(row.pausedUntil, ...row.tries.map((at) => at + dayMs), now),
        })
        .where('phone', '=', phone)
        .execute();
      return answer;
    });
  }

  return {
    /** When the phone's pause ends, in seconds from now; null when it is not paused. */
    async pausedFor(phone: string, now: number): Promise<number | null> {
      const row = await db
        .selectFrom('auth_phone_tries')
        .select('paused_until')
        .where('phone', '=', phone)
        .executeTakeFirst();
      return row && row.paused_until > now ? seconds(row.paused_until - now) : null;
    },

    /** Counts a try at the phone's code before it is checked; refused while paused or when ten are counted in the day. */
    reserve: (phone: string, now: number): Promise<PhoneTry> =>
      withRow<PhoneTry>(phone, now, (row) => {
        if (row.pausedUntil > now)
          return { row, answer: { ok: false, retryAfterSeconds: seconds(row.pausedUntil - now) } };
        if (row.tries.length >= triesPerPhonePerDay) {
          const oldest = Math.min(...row.tries);
          return { row, answer: { ok: false, retryAfterSeconds: seconds(oldest + dayMs - now) } };
        }
        return { row: { ...row, tries: [...row.tries, now] }, answer: { ok: true, at: now } };
      }),

    /** Gives back the try counted at `at`: the code was right, or it was not judged. */
    giveBack: (phone: string, at: number, now: number): Promise<void> =>
      withRow(phone, now, (row) => {
        const index = row.tries.indexOf(at);
        const tries = index < 0 ? row.tries : [...row.tries.slice(0, index), ...row.tries.slice(index + 1)];
        return { row: { ...row, tries }, answer: undefined };
      }),

    /**
     * The try was a wrong code: it stays counted. The one that makes ten in a day starts the
     * day's pause; the seconds it lasts, else null.
     */
    wrongCode: (phone: string, now: number): Promise<number | null> =>
      withRow(phone, now, (row) => {
        if (row.pausedUntil > now) return { row, answer: seconds(row.pausedUntil - now) };
        if (row.tries.length < triesPerPhonePerDay) return { row, answer: null };
        return { row: { ...row, pausedUntil: now + pauseMs }, answer: seconds(pauseMs) };
      }),

    /** Deletes the rows that no longer hold a try or a pause; how many. */
    async sweep(now: number): Promise<number> {
      const result = await db.deleteFrom('auth_phone_tries').where('active_until', '<', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type PhoneTries = ReturnType<typeof createPhoneTries>;
