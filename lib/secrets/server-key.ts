/**
 * The server's secret, the root of the keys sign-in needs (the sign-in codes' HMAC, the
 * encryption of the refresh grace record, the tag on the session's cookies): `AUTH_SECRET`
 * when configured, else 32 random bytes generated once and kept in the site's database
 * (`server_secrets`), so every instance on one PostgreSQL shares it and a restart keeps it.
 * A configured secret is the stronger choice: then a copy of the database alone cannot check
 * a code's hash. Each use gets its own key, derived with HKDF, so no key serves two purposes.
 * Never in the repository, never logged.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';

export type KeyPurpose = 'sign-in-codes' | 'refresh-grace' | 'session-cookies';
/** A key for one purpose, loaded on first use. */
export type KeySource = () => Promise<Buffer>;

const secretName = 'auth';
const generated = new WeakMap<Kysely<Database>, Promise<Buffer>>();

async function storedSecret(db: Kysely<Database>): Promise<Buffer> {
  // Two instances starting at once both insert; the first row wins and both read it.
  await db
    .insertInto('server_secrets')
    .values({ name: secretName, value: randomBytes(32).toString('base64url'), created_at: Date.now() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', secretName)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}

/** The key for `purpose`, from the configured secret or else the database's. */
export function serverKey(db: Kysely<Database>, configured: string | null, purpose: KeyPurpose): KeySource {
  const derive = (secret: Buffer) => Buffer.from(hkdfSync('sha256', secret, '', `backstage ${purpose}`, 32));
  if (configured) {
    const key = derive(Buffer.from(configured, 'utf8'));
    return async () => key;
  }
  return async () => {
    let secret = generated.get(db);
    if (!secret) {
      secret = storedSecret(db);
      generated.set(db, secret);
      secret.catch(() => generated.delete(db));
    }
    return derive(await secret);
  };
}
