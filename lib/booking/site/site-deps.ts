/** What the site's booking, sign-in and favourites routes work with; tests pass their own. */
import type { Kysely } from 'kysely';
import { serverKey, type KeyPurpose } from '@/lib/secrets/server-key';
import type { SmsBudgetFigures } from '@/lib/auth/sms-budget';
import { getConfig, parseConfig } from '@/lib/config';
import { textSignInAvailable } from '@/lib/config-warnings';
import { getDatabase } from '@/lib/db/database';
import type { Database } from '@/lib/db/schema';
import { sharedRateLimits } from '@/lib/rate-limit';
import { createLimitCheck, createLimiter, type Limiter } from '@/lib/rate-limit/limit';
import { createRateLimitStore } from '@/lib/rate-limit/rate-limit-store';
import { createCookieTags } from '@/lib/sessions/cookie-tags';
import { createRefreshSessions } from '@/lib/sessions/refresh-sessions';
import { withSessions, type SiteClient } from '@/lib/sessions/site-client';
import { getBookingClient } from '../booking-system';
import type { BookingClient } from '../client/booking-client';
import type { BookingLocation } from '../types';
import { cachedList } from './cached-list';
import { listTtlMs } from './list-routes';

export type SiteDeps = {
  /** The booking client, with the session's cookie tags, shared refreshes and revocation (`lib/sessions/site-client.ts`). */
  client: () => Promise<SiteClient>;
  db: () => Promise<Kysely<Database>>;
  /** Counts a request against a rate limit. */
  limit: Limiter;
  /** Whether a rate limit is used up, without counting this look. */
  checkLimit: Limiter;
  siteUrl: string;
  /** The booking system's widget the booking panel frames, or null when the panel runs its own steps. */
  widgetUrl: string | null;
  now: () => number;
  /** The salon's location (the first active one), or null when the booking system cannot say. */
  location: () => Promise<BookingLocation | null>;
  /** The ids of the services or masters the booking system lists (kept a minute); empty when it cannot say. */
  catalogueIds: (kind: 'services' | 'employees') => Promise<string[]>;
  /**
   * Sign-in by text: whether a code can reach the visitor at all (lib/config-warnings), the
   * countries whose mobiles are sent codes, the site-wide budget of texts, and where a visitor
   * who cannot get one goes instead (the booking site, the salon's phone).
   */
  textSignIn: TextSignIn;
};

export type TextSignIn = {
  available: boolean;
  bookingUrl: string;
  salonPhone: string;
  countries: string[];
  budget: SmsBudgetFigures;
};

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
