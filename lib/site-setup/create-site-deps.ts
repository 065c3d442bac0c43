/**
 * The site API's dependencies (`SiteDeps`, `lib/site-api/site-deps.ts`), made: this process's
 * (`getSiteDeps`, for the route handlers in `app/api/`) and any other (`createSiteDeps`: tests
 * hand in their own booking client, database and clock). Here the visitor's session
 * (`lib/sessions`), the server key, the rate limits and the booking system are wired together,
 * above everything the routes of sign-in, booking and favourites import.
 */
import { getBookingClient } from '@/lib/booking/booking-system';
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { cachedList } from '@/lib/booking-routes/cached-list';
import { listTtlMs } from '@/lib/booking-routes/list-routes';
import { getConfig, parseConfig } from '@/lib/config';
import { textSignInAvailable } from '@/lib/config-warnings';
import { getDatabase } from '@/lib/db/database';
import { sharedRateLimits } from '@/lib/rate-limit';
import { createLimitCheck, createLimiter } from '@/lib/rate-limit/limit';
import { createRateLimitStore } from '@/lib/rate-limit/rate-limit-store';
import { serverKey, type KeyPurpose } from '@/lib/secrets/server-key';
import { createCookieTags } from '@/lib/sessions/cookie-tags';
import { createRefreshSessions } from '@/lib/sessions/refresh-sessions';
import { withSessions } from '@/lib/sessions/site-client';
import type { SiteDeps, TextSignIn } from '@/lib/site-api/site-deps';

const bare = parseConfig({});
/** What deps made without a configuration get (tests): the configuration's defaults. */
export const defaultTextSignIn: TextSignIn = {
  available: true,
  bookingUrl: bare.bookingUrl,
  salonPhone: bare.salonPhone,
  countries: bare.smsCountries,
  budget: bare.smsBudget,
};

export function createSiteDeps(
  parts: Pick<SiteDeps, 'db' | 'siteUrl'> & {
    client: () => Promise<BookingClient>;
    now?: () => number;
    widgetUrl?: string | null;
    /** `AUTH_SECRET`, else the database's generated secret. */
    authSecret?: string | null;
    textSignIn?: Partial<TextSignIn>;
    /** `BOOKING_TIMEOUT_MS`: how long a refresh may take, and so how long its claim holds. */
    bookingTimeoutMs?: number;
    /** `BOOKING_QUESTIONS_PER_MINUTE`. */
    bookingQuestionsPerMinute?: number;
    /** How a request waiting for another's refresh waits (tests watch it). */
    sleep?: (ms: number) => Promise<void>;
  },
): SiteDeps {
  const now = parts.now ?? Date.now;
  const key = (purpose: KeyPurpose) => async () => serverKey(await parts.db(), parts.authSecret ?? null, purpose)();
  const sessions = createRefreshSessions({
    db: parts.db,
    now,
    key: key('refresh-grace'),
    bookingTimeoutMs: parts.bookingTimeoutMs ?? 8000,
    sleep: parts.sleep,
  });
  const tags = createCookieTags(key('session-cookies'));
  const locations = cachedList('locations', async () => (await parts.client()).locations(), listTtlMs, now);
  const catalogue = {
    services: cachedList('services', async () => (await parts.client()).services(), listTtlMs, now),
    employees: cachedList('employees', async () => (await parts.client()).employees(), listTtlMs, now),
  };
  return {
    ...parts,
    client: async () => withSessions(await parts.client(), sessions, tags),
    widgetUrl: parts.widgetUrl ?? null,
    textSignIn: { ...defaultTextSignIn, ...parts.textSignIn },
    bookingQuestionsPerMinute: parts.bookingQuestionsPerMinute ?? bare.bookingQuestionsPerMinute,
    now,
    // Shared by every instance through Redis when REDIS_URL is set; else in the site's database.
    limit: async (key, max, windowMs) =>
      (await sharedRateLimits()?.limit(key, max, windowMs)) ??
      createLimiter(createRateLimitStore(await parts.db()), now)(key, max, windowMs),
    checkLimit: async (key, max, windowMs) =>
      (await sharedRateLimits()?.isOverLimit(key, max, windowMs)) ??
      createLimitCheck(createRateLimitStore(await parts.db()), now)(key, max, windowMs),
    location: async () => (await locations()).find((location) => location.active) ?? null,
    catalogueIds: async (kind) => (await catalogue[kind]()).map((item) => item.id),
  };
}

let deps: SiteDeps | undefined;

export function getSiteDeps(): SiteDeps {
  const config = getConfig();
  deps ??= createSiteDeps({
    client: getBookingClient,
    db: getDatabase,
    siteUrl: config.siteUrl,
    widgetUrl: config.bookingWidgetUrl,
    authSecret: config.authSecret,
    bookingTimeoutMs: config.bookingTimeoutMs,
    bookingQuestionsPerMinute: config.bookingQuestionsPerMinute,
    textSignIn: {
      available: textSignInAvailable(config),
      bookingUrl: config.bookingUrl,
      salonPhone: config.salonPhone,
      countries: config.smsCountries,
      budget: config.smsBudget,
    },
  });
  return deps;
}
