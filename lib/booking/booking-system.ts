/**
 * The booking client this server uses. With `BOOKING_API_URL` set it talks to that system
 * over HTTP; unset, to the embedded backend (`lib/booking/local`) in this process, through
 * the same `fetch` interface, so the same client code and answer parsing run either way.
 * This is the embedded backend's only door: the site's code reaches it through here. It stands
 * in for the salon's own system, so it knows nothing of the site's sign-in: the key of its
 * sign-in codes is handed in here, derived from the site's server secret.
 */
import { randomBytes } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { getDatabase } from '@/lib/db/database';
import { logger } from '@/lib/observability/logger.mjs';
import { forgetProcessSingleton, processSingleton } from '@/lib/process-singleton.mjs';
import { serverKey } from '@/lib/secrets/server-key';
import { createBookingClient, type BookingClient } from './client/booking-client';
import { createLocalBookingBackend, type BookingHandler } from './local/backend';
import { wakeSmsWorker } from './local/sms-worker';

/** The embedded backend's text-message worker, started in each server process (instrumentation.ts). */
export { startSmsWorker } from './local/sms-worker';

/** The address the embedded backend answers on; it never leaves this process. */
export const embeddedBaseUrl = 'http://booking.embedded';

/** A `fetch` that hands each request to an in-process handler. */
export const handlerFetch =
  (handler: BookingHandler): typeof fetch =>
  (input, init) =>
    handler(new Request(input, init));

async function createClient(): Promise<BookingClient> {
  const config = getConfig();
  const common = { appId: config.bookingAppId, dbCode: config.bookingDbCode, timeoutMs: config.bookingTimeoutMs };
  if (config.bookingApiUrl && config.bookingApiToken) {
    return createBookingClient({ ...common, baseUrl: config.bookingApiUrl, token: config.bookingApiToken, fetch });
  }
  // In-process only: a fresh random token per process is enough to keep the two sides honest.
  const token = config.bookingApiToken ?? randomBytes(24).toString('base64url');
  const db = await getDatabase();
  const handler = createLocalBookingBackend({
    db,
    appToken: token,
    appId: config.bookingAppId,
    dbCode: config.bookingDbCode,
    brandName: config.brandName,
    siteUrl: config.siteUrl,
    codeKey: serverKey(db, config.authSecret, 'sign-in-codes'),
    onSms: () => {
      // With a gateway the outbox sends it; without one (development) the developer reads it with
      // `npm run sms`: its phone and code never go into a log line.
      if (config.smsWebhookUrl) wakeSmsWorker();
      else if (process.env.NODE_ENV !== 'production')
        logger.info({ scope: 'booking' }, 'a text waits in the outbox; `npm run sms` shows it');
    },
  });
  return createBookingClient({
    ...common,
    baseUrl: embeddedBaseUrl,
    token,
    fetch: handlerFetch(handler),
    logoutPath: '/auth/logout',
  });
}

export function getBookingClient(): Promise<BookingClient> {
  return processSingleton('booking-client', () => {
    const creating = createClient();
    creating.catch(() => forgetProcessSingleton('booking-client', creating));
    return creating;
  });
}
