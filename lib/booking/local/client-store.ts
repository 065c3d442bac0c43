/**
 * The embedded backend's clients and their tokens. Tokens are random and stored only as
 * SHA-256 hashes, so the database never holds a usable one. A refresh token is single-use,
 * and every token issued from one sign-in by refreshing shares a family: a refresh token
 * used a second time (a copy in someone else's hands, or the visitor's own after a thief's
 * use) ends the whole family, and signing out ends it too.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 30 * 24 * 60 * 60;

/**
 * What one sign-in (a family) keeps at most, so refreshing in a loop cannot grow the table: its
 * latest spent refresh tokens (an older one used again is then merely unknown, refused
 * without ending the family) and its latest access tokens (an older one lapses early; the
 * site refreshes on a 401).
 */
export const keptSpentRefreshTokens = 50;
export const keptAccessTokens = 5;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export type NewClient = { phone: string; firstname: string; lastname: string; email: string | null; gender: string };

export type IssuedTokens = { access: string; refresh: string; clientId: number; family: string };

async function issue(db: Kysely<Database>, clientId: number, now: number, family: string): Promise<IssuedTokens> {
  const access = newToken();
  const refresh = newToken();
  const common = { client_id: clientId, family, spent_at: null };
  await db
    .insertInto('booking_tokens')
    .values([
      { ...common, hash: hashToken(access), kind: 'access', expires_at: now + accessTokenSeconds * 1000 },
      { ...common, hash: hashToken(refresh), kind: 'refresh', expires_at: now + refreshTokenSeconds * 1000 },
    ])
    .execute();
  await db.deleteFrom('booking_tokens').where('expires_at', '<', now).execute();
  return { access, refresh, clientId, family };
}

/**
 * Deletes the family's tokens of a kind (spent refresh tokens, by when they were spent; access
 * tokens, by when they expire) beyond the latest `kept`; `newest`, the one just issued or
 * spent, always stays.
 */
async function trimFamily(
  db: Kysely<Database>,
  family: string,
  kind: 'spent' | 'access',
  kept: number,
  newest: string,
) {
  const ofKind = () =>
    kind === 'spent'
      ? db
          .selectFrom('booking_tokens')
          .select('hash')
          .where('family', '=', family)
          .where('kind', '=', 'refresh')
          .where('spent_at', 'is not', null)
          .orderBy('spent_at', 'desc')
      : db
          .selectFrom('booking_tokens')
          .select('hash')
          .where('family', '=', family)
          .where('kind', '=', 'access')
          .orderBy('expires_at', 'desc');
  // SQLite takes an OFFSET only after a LIMIT: the limit is there for it, far above any family.
  await db
    .deleteFrom('booking_tokens')
    .where('family', '=', family)
    .where('hash', '<>', newest)
    .where('hash', 'in', ofKind().orderBy('hash').limit(1_000_000).offset(kept))
    .execute();
}

async function revokeFamily(db: Kysely<Database>, family: string): Promise<void> {
  await db
    .deleteFrom('booking_tokens')
    .where((eb) => eb.or([eb('family', '=', family), eb('hash', '=', family)]))
    .execute();
}

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

    /** New tokens for a client, of a new family: a sign-in. */
    issueTokens: (clientId: number, now: number) => issue(db, clientId, now, newToken()),

    async clientFor(token: string, kind: 'access' | 'refresh', now: number): Promise<number | null> {
      const row = await db
        .selectFrom('booking_tokens')
        .select('client_id')
        .where('hash', '=', hashToken(token))
        .where('kind', '=', kind)
        .where('expires_at', '>', now)
        .where('spent_at', 'is', null)
        .executeTakeFirst();
      return row?.client_id ?? null;
    },

    /**
     * Trades a refresh token in for new tokens of its family, or null if it was unknown or
     * expired, or already spent, in which case its whole family is revoked. Spending and
     * issuing are one transaction, so a second use waiting on the first still finds, and
     * revokes, the tokens the first one issued.
     */
    async refresh(token: string, now: number): Promise<IssuedTokens | null> {
      const hash = hashToken(token);
      return db.transaction().execute(async (trx) => {
        // One statement decides who spends it, so of two uses at once exactly one wins.
        const spent = await trx
          .updateTable('booking_tokens')
          .set({ spent_at: now })
          .where('hash', '=', hash)
          .where('kind', '=', 'refresh')
          .where('spent_at', 'is', null)
          .where('expires_at', '>', now)
          .returning(['client_id', 'family'])
          .executeTakeFirst();
        if (spent) {
          const family = spent.family ?? hash;
          const tokens = await issue(trx, spent.client_id, now, family);
          await trimFamily(trx, family, 'spent', keptSpentRefreshTokens, hash);
          await trimFamily(trx, family, 'access', keptAccessTokens, hashToken(tokens.access));
          return tokens;
        }
        const reused = await trx
          .selectFrom('booking_tokens')
          .select(['family'])
          .where('hash', '=', hash)
          .where('kind', '=', 'refresh')
          .where('spent_at', 'is not', null)
          .executeTakeFirst();
        if (reused) await revokeFamily(trx, reused.family ?? hash);
        return null;
      });
    },

    /** Signs out: ends the family of this refresh token (spent or not), access tokens included. */
    async revokeRefresh(token: string): Promise<void> {
      const hash = hashToken(token);
      const row = await db
        .selectFrom('booking_tokens')
        .select('family')
        .where('hash', '=', hash)
        .where('kind', '=', 'refresh')
        .executeTakeFirst();
      if (row) await revokeFamily(db, row.family ?? hash);
    },
  };
}

export type ClientStore = ReturnType<typeof createClientStore>;
