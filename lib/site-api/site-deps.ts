/**
 * What every route of the site's API works with (the sign-in, booking and favourites routes
 * alike): the booking client with the visitor's session, the database, the rate limits, the
 * clock and the settings they read. Made once per process by `lib/site-setup`; tests make
 * their own. Only types: the routes depend on this shape, never on how it is made.
 */
import type { Kysely } from 'kysely';
import type { BookingLocation } from '@/lib/booking/types';
import type { SiteConfig } from '@/lib/config';
import type { Database } from '@/lib/db/schema';
import type { Limiter } from '@/lib/rate-limit/limit';
import type { SiteClient } from '@/lib/sessions/site-client';

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
  /** Questions about free times one address may ask a minute (`lib/booking-routes/booking-allowance.ts`). */
  bookingQuestionsPerMinute: number;
};

export type TextSignIn = {
  available: boolean;
  bookingUrl: string;
  salonPhone: string;
  countries: string[];
  /** The site-wide budget of sign-in texts (`lib/auth/sms-budget.ts` spends it). */
  budget: SiteConfig['smsBudget'];
};
