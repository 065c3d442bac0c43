/**
 * The embedded backend's clients and their tokens. Tokens are random and stored only as
 * SHA-256 hashes, so the database never holds a usable one; a refresh token is single-use.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 30 * 24 * 60 * 60;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export type NewClient = { phone: string; firstname: string; lastname: string; email: string | null; gender: string };

export function createClientStore(db: Kysely<Database>) {
  return {
    byPhone: (phone: string) =>
      db.selectFrom('booking_clients').selectAll().where('phone', '=', phone).executeTakeFirst(),
    byId: (id: number) => db.selectFrom('booking_clients').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The client with this phone, created if new (two confirmations at once still make one client). */
    async register(client: NewClient, now: number) {
      await db
        .insertInto('booking_clients')
        .values({ ...client, created_at: now })
        .onConflict((c) => c.column('phone').doNothing())
        .execute();
      return db.selectFrom('booking_clients').selectAll().where('phone', '=', client.phone).executeTakeFirstOrThrow();
    },

    async issueTokens(clientId: number, now: number) {
      const access = newToken();
      const refresh = newToken();
      await db
        .insertInto('booking_tokens')
        .values([
          { hash: hashToken(access), client_id: clientId, kind: 'access', expires_at: now + accessTokenSeconds * 1000 },
          {
            hash: hashToken(refresh),
            client_id: clientId,
            kind: 'refresh',
            expires_at: now + refreshTokenSeconds * 1000,
          },
        ])
        .execute();
      await db.deleteFrom('booking_tokens').where('expires_at', '<', now).execute();
      return { access, refresh, clientId };
    },

    async clientFor(token: string, kind: 'access' | 'refresh', now: number): Promise<number | null> {
      const row = await db
        .selectFrom('booking_tokens')
        .select('client_id')
        .where('hash', '=', hashToken(token))
        .where('kind', '=', kind)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.client_id ?? null;
    },

    /** Spends a refresh token: its client, or null if it was unknown, expired or already spent. */
    async spendRefresh(token: string, now: number): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('booking_tokens')
          .where('hash', '=', hashToken(token))
          .where('kind', '=', 'refresh')
          .returning(['client_id', 'expires_at'])
          .executeTakeFirst();
        return row && row.expires_at > now ? row.client_id : null;
      });
    },
  };
}

export type ClientStore = ReturnType<typeof createClientStore>;
