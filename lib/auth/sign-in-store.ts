/**
 * Phone sign-ins waiting for their code, kept by the site whatever booking system is
 * behind it, so the five-tries rule holds even if that system does not count. The browser
 * holds only a random id (httpOnly cookie); the system's `auth_id` stays here.
 *
 * A try is reserved before the booking system is asked, in one statement that counts only
 * while fewer than five are counted (`tries < 5`), so however many confirmations arrive at
 * once, on however many instances, at most five of them reach the booking system. A right
 * code ends the sign-in; a try the booking system did not judge (it failed, or asked for a
 * registration) is given back.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export const maxWrongCodes = 5;
export const signInSeconds = 10 * 60;

export type SignIn = Database['auth_sign_ins'];

export function createSignInStore(db: Kysely<Database>) {
  return {
    /** Starts a sign-in; expired ones are swept first, so the table holds only the last ten minutes' sign-ins. */
    async start(authId: string, phone: string, now: number): Promise<string> {
      const id = randomBytes(24).toString('base64url');
      await db.deleteFrom('auth_sign_ins').where('expires_at', '<', now).execute();
      await db
        .insertInto('auth_sign_ins')
        .values({ id, auth_id: authId, phone, tries: 0, expires_at: now + signInSeconds * 1000 })
        .execute();
      return id;
    },

    /** Counts a try at the sign-in's code: the sign-in, or undefined when it is over (expired, used, or out of tries). */
    reserveTry: (id: string, now: number): Promise<SignIn | undefined> =>
      db
        .updateTable('auth_sign_ins')
        .set((eb) => ({ tries: eb('tries', '+', 1) }))
        .where('id', '=', id)
        .where('expires_at', '>', now)
        .where('tries', '<', maxWrongCodes)
        .returningAll()
        .executeTakeFirst(),

    /** Gives a reserved try back: the booking system did not judge the code. */
    async giveBack(id: string): Promise<void> {
      await db
        .updateTable('auth_sign_ins')
        .set((eb) => ({ tries: eb('tries', '-', 1) }))
        .where('id', '=', id)
        .where('tries', '>', 0)
        .execute();
    },

    /** A reserved try was a wrong code: the tries left; the last one ends the sign-in. */
    async wrongCode(signIn: SignIn): Promise<{ attemptsLeft: number }> {
      if (signIn.tries >= maxWrongCodes) await db.deleteFrom('auth_sign_ins').where('id', '=', signIn.id).execute();
      return { attemptsLeft: Math.max(0, maxWrongCodes - signIn.tries) };
    },

    async finish(id: string): Promise<void> {
      await db.deleteFrom('auth_sign_ins').where('id', '=', id).execute();
    },
  };
}

export type SignInStore = ReturnType<typeof createSignInStore>;
