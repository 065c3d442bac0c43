/**
 * For tests: an embedded booking backend on a private database (SQLite in memory, or this
 * test file's PostgreSQL database, emptied) with a clock the test moves, a booking client wired to it, and a helper that signs a client in the way a
 * visitor does (ask for a code, read it from the SMS outbox, confirm it).
 */
import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { openTestDatabase, type DatabaseEngine } from '@/lib/db/testing/test-databases';
import { serverKey } from '@/lib/secrets/server-key';
import { handlerFetch } from '../booking-system';
import { createBookingClient } from '../client/booking-client';
import { createLocalBookingBackend, type LocalBackendOptions } from './backend';
import type { RacePoint } from './booking-store';
import { codeInMessage } from './code-message';
import { createCodeStore } from './code-store';

export const testAppToken = 'test-application-token';
export const testAppId = 'backstage-site';
export const testDbCode = 'backstage';

/**
 * A pause the booking store takes at `point` (the first time it gets there): `reached`
 * resolves once an operation waits there, and it goes on when the test calls `release`.
 */
export function pauseAt(point: RacePoint) {
  let arrive = () => {};
  let release = () => {};
  const reached = new Promise<void>((resolve) => (arrive = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken = false;
  return {
    beforeWrite: async (at: RacePoint) => {
      if (at !== point || taken) return;
      taken = true;
      arrive();
      await released;
    },
    reached,
    release: () => release(),
  };
}

export async function createEmbeddedKit(
  start: string | number,
  engine: DatabaseEngine = 'sqlite',
  options: Pick<LocalBackendOptions, 'beforeWrite' | 'maxUpcomingAppointments'> = {},
) {
  const db: Kysely<Database> = await openTestDatabase(engine);
  const clock = { now: typeof start === 'number' ? start : Date.parse(start) };
  // As the site runs it: the key derived from the database's generated secret.
  const codeKey = serverKey(db, null, 'sign-in-codes');
  const handler = createLocalBookingBackend({
    db,
    appToken: testAppToken,
    appId: testAppId,
    dbCode: testDbCode,
    brandName: 'Backstage',
    siteUrl: 'http://localhost:3000',
    codeKey,
    now: () => clock.now,
    ...options,
  });
  const baseUrl = 'http://booking.test';
  const client = createBookingClient({
    baseUrl,
    token: testAppToken,
    appId: testAppId,
    dbCode: testDbCode,
    timeoutMs: 5000,
    fetch: handlerFetch(handler),
    logoutPath: '/auth/logout',
  });

  /** The code of the latest text message sent to `phone`. */
  async function lastCode(phone: string): Promise<string> {
    const messages = await createCodeStore(db, codeKey).latestMessages(20);
    const message = messages.find((entry) => entry.phone === phone);
    const code = message && codeInMessage(message.body);
    if (!code) throw new Error(`no code was sent to ${phone}`);
    return code;
  }

  async function signIn(phone: string, name = { firstName: 'Test', lastName: 'Client' }) {
    const sent = await client.sendCode(phone);
    if (!sent.ok) throw new Error('sending a code failed');
    const tokens = await client.confirmCode({
      authId: sent.value.authId,
      code: await lastCode(phone),
      locationId: '500',
      registration: { ...name, email: null, sex: 'Female' },
    });
    if (!tokens.ok) throw new Error('confirming the code failed');
    return tokens.value;
  }

  return { db, clock, handler, client, baseUrl, lastCode, signIn, close: () => db.destroy() };
}

export type EmbeddedKit = Awaited<ReturnType<typeof createEmbeddedKit>>;
