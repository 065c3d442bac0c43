/** What the site's booking, sign-in and favourites routes work with; tests pass their own. */
import type { Kysely } from 'kysely';
import { createRefreshSessions, withRefreshSessions } from '@/lib/auth/refresh-sessions';
import { serverKey } from '@/lib/auth/server-key';
import { getConfig } from '@/lib/config';
import { textSignInAvailable } from '@/lib/config-warnings';
import { getDatabase } from '@/lib/db/database';
import type { Database } from '@/lib/db/schema';
import { sharedRateLimits } from '@/lib/rate-limit';
import { createLimitCheck, createLimiter, type Limiter } from '@/lib/rate-limit/limit';
import { createRateLimitStore } from '@/lib/rate-limit/rate-limit-store';
import { getBookingClient } from '../booking-system';
import type { BookingClient } from '../client/booking-client';
import type { BookingLocation } from '../types';
import { cachedList } from './cached-list';
import { listTtlMs } from './list-routes';

export type SiteDeps = {
  /** The booking client, its refreshes shared between concurrent requests and its signed-out tokens refused (`refresh-sessions.ts`). */
  client: () => Promise<BookingClient>;
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
  /** Whether a sign-in code can reach the visitor (lib/config-warnings); when not, the booking site is where to go. */
  textSignIn: { available: boolean; bookingUrl: string };
};

export function createSiteDeps(
  parts: Pick<SiteDeps, 'client' | 'db' | 'siteUrl'> & {
    now?: () => number;
    widgetUrl?: string | null;
    /** `AUTH_SECRET`, else the database's generated secret. */
    authSecret?: string | null;
    textSignIn?: SiteDeps['textSignIn'];
  },
): SiteDeps {
  const now = parts.now ?? Date.now;
  const sessions = createRefreshSessions({
    db: parts.db,
    now,
    key: async () => serverKey(await parts.db(), parts.authSecret ?? null, 'refresh-grace')(),
  });
  const locations = cachedList('locations', async () => (await parts.client()).locations(), listTtlMs, now);
  const catalogue = {
    services: cachedList('services', async () => (await parts.client()).services(), listTtlMs, now),
    employees: cachedList('employees', async () => (await parts.client()).employees(), listTtlMs, now),
  };
  return {
    ...parts,
    client: async () => withRefreshSessions(await parts.client(), sessions),
    widgetUrl: parts.widgetUrl ?? null,
    textSignIn: parts.textSignIn ?? { available: true, bookingUrl: '' },
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
    textSignIn: { available: textSignInAvailable(config), bookingUrl: config.bookingUrl },
  });
  return deps;
}
