/**
 * Phone sign-ins waiting for their code, kept by the site whatever booking system is
 * behind it, so the five-wrong-codes rule holds even if that system does not count. The
 * browser holds only a random id (httpOnly cookie); the system's `auth_id` stays here.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export const maxWrongCodes = 5;
export const signInSeconds = 10 * 60;

export type WrongCode = { attemptsLeft: number };

export function createSignInStore(db: Kysely<Database>) {
  return {
    async start(authId: string, phone: string, now: number): Promise<string> {
      const id = randomBytes(24).toString('base64url');
      await db.deleteFrom('auth_sign_ins').where('expires_at', '<', now).execute();
      await db
        .insertInto('auth_sign_ins')
        .values({ id, auth_id: authId, phone, wrong_attempts: 0, expires_at: now + signInSeconds * 1000 })
        .execute();
      return id;
    },

    find: (id: string, now: number) =>
      db
        .selectFrom('auth_sign_ins')
        .selectAll()
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .where('wrong_attempts', '<', maxWrongCodes)
        .executeTakeFirst(),

    /** Counts a wrong code; the fifth ends the sign-in. */
    wrongCode(id: string): Promise<WrongCode> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('auth_sign_ins')
          .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
          .where('id', '=', id)
          .returning('wrong_attempts')
          .executeTakeFirst();
        const wrong = row?.wrong_attempts ?? maxWrongCodes;
        if (wrong >= maxWrongCodes) await trx.deleteFrom('auth_sign_ins').where('id', '=', id).execute();
        return { attemptsLeft: Math.max(0, maxWrongCodes - wrong) };
      });
    },

    async finish(id: string): Promise<void> {
      await db.deleteFrom('auth_sign_ins').where('id', '=', id).execute();
    },
  };
}

export type SignInStore = ReturnType<typeof createSignInStore>;
