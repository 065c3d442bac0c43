/**
 * The embedded booking backend: the booking system's HTTP API, served from the site's own
 * database, as a `(request) => response` function. The booking client talks to it through
 * the same `fetch` interface it uses for a real system, so both run the same code and the
 * same answer parsing; setting `BOOKING_API_URL` swaps this out for the real one.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getConfig } from '@/lib/config';
import type { Database } from '@/lib/db/schema';
import type { KeySource } from '@/lib/secrets/server-key';
import type { BackendContext } from './api/context';
import {
  addService,
  createAppointment,
  listAppointments,
  me,
  removeService,
  updateAppointment,
} from './api/appointment-routes';
import { authClient, logout, refresh } from './api/auth-routes';
import {
  getCategory,
  getSettings,
  listCategories,
  listEmployees,
  listFeedbacks,
  listLocations,
  listPositions,
  listServices,
} from './api/catalogue-routes';
import { freeTime } from './api/free-time-route';
import { apiError, bearer } from './api/http';
import { createBookingStore, type BookingStoreOptions } from './booking-store';
import { buildBundledCatalogue, type CatalogueRows } from './bundled-catalogue';
import { createCatalogueStore } from './catalogue-store';
import { createClientStore } from './client-store';
import { createCodeStore } from './code-store';

export type LocalBackendOptions = {
  db: Kysely<Database>;
  appToken: string;
  appId: string;
  dbCode: string;
  brandName: string;
  /** The site's origin (`SITE_URL`): text messages bind their codes to its host. */
  siteUrl: string;
  /** The sign-in codes' HMAC key; the site hands in its server key's (`lib/booking/booking-system.ts`). */
  codeKey: KeySource;
  now?: () => number;
  onSms?: (phone: string, body: string) => void;
  catalogue?: () => Promise<CatalogueRows>;
  /** Booked appointments not yet started one client may have; by default `MAX_UPCOMING_APPOINTMENTS`. */
  maxUpcomingAppointments?: number;
  /** Tests only: where the booking store pauses a write so that another can overtake it. */
  beforeWrite?: BookingStoreOptions['beforeWrite'];
};

export type BookingHandler = (request: Request) => Promise<Response>;

type Route = {
  method: string;
  pattern: RegExp;
  /** Salon data needs the application's token; a client's own data needs the client's (checked by the handler). */
  access: 'app' | 'client';
  run: (ctx: BackendContext, request: Request, url: URL, params: string[]) => Promise<Response>;
};

const routes: Route[] = [
  { method: 'GET', pattern: /^\/locations$/, access: 'app', run: (ctx) => listLocations(ctx) },
  { method: 'GET', pattern: /^\/services\/categories$/, access: 'app', run: (ctx) => listCategories(ctx) },
  {
    method: 'GET',
    pattern: /^\/services\/categories\/([^/]+)$/,
    access: 'app',
    run: (ctx, _r, _u, [id]) => getCategory(ctx, id!),
  },
  { method: 'GET', pattern: /^\/services$/, access: 'app', run: (ctx) => listServices(ctx) },
  { method: 'GET', pattern: /^\/employees$/, access: 'app', run: (ctx) => listEmployees(ctx) },
  {
    method: 'GET',
    pattern: /^\/employees\/free_time$/,
    access: 'app',
    run: (ctx, _r, url) => freeTime(ctx, url.searchParams),
  },
  { method: 'GET', pattern: /^\/positions$/, access: 'app', run: (ctx) => listPositions(ctx) },
  { method: 'GET', pattern: /^\/settings$/, access: 'app', run: (ctx) => getSettings(ctx) },
  { method: 'GET', pattern: /^\/feedbacks$/, access: 'app', run: (ctx) => listFeedbacks(ctx) },
  {
    method: 'GET',
    pattern: /^\/auth\/client$/,
    access: 'app',
    run: (ctx, _r, url) => authClient(ctx, url.searchParams),
  },
  { method: 'GET', pattern: /^\/auth\/refresh$/, access: 'app', run: (ctx, _r, url) => refresh(ctx, url.searchParams) },
  { method: 'POST', pattern: /^\/auth\/logout$/, access: 'app', run: (ctx, request) => logout(ctx, request) },
  { method: 'GET', pattern: /^\/clients\/me$/, access: 'client', run: (ctx, request) => me(ctx, request) },
  {
    method: 'POST',
    pattern: /^\/appointments$/,
    access: 'client',
    run: (ctx, request) => createAppointment(ctx, request),
  },
  {
    method: 'GET',
    pattern: /^\/appointments$/,
    access: 'client',
    run: (ctx, request, url) => listAppointments(ctx, request, url.searchParams),
  },
  {
    method: 'POST',
    pattern: /^\/appointments\/services$/,
    access: 'client',
    run: (ctx, request) => addService(ctx, request),
  },
  {
    method: 'DELETE',
    pattern: /^\/appointments\/services\/([^/]+)$/,
    access: 'client',
    run: (ctx, request, _u, [id]) => removeService(ctx, request, id!),
  },
  {
    method: 'PUT',
    pattern: /^\/appointments\/([^/]+)$/,
    access: 'client',
    run: (ctx, request, _u, [id]) => updateAppointment(ctx, request, id!),
  },
];

const digest = (value: string) => createHash('sha256').update(value).digest();
const sameToken = (given: string | null, expected: string) =>
  given !== null && timingSafeEqual(digest(given), digest(expected));

export function createLocalBookingBackend(options: LocalBackendOptions): BookingHandler {
  const db = options.db;
  const maxUpcomingAppointments = options.maxUpcomingAppointments ?? getConfig().maxUpcomingAppointments;
  const ctx: BackendContext = {
    catalogue: createCatalogueStore(db),
    bookings: createBookingStore(db, {
      maxUpcoming: maxUpcomingAppointments,
      beforeWrite: options.beforeWrite,
    }),
    clients: createClientStore(db),
    codes: createCodeStore(db, options.codeKey),
    appToken: options.appToken,
    appId: options.appId,
    dbCode: options.dbCode,
    brandName: options.brandName,
    siteUrl: options.siteUrl,
    now: options.now ?? Date.now,
    maxUpcomingAppointments,
    onSms: options.onSms ?? (() => {}),
  };
  let seeded: Promise<void> | null = null;
  const ready = () => {
    seeded ??= (options.catalogue ?? buildBundledCatalogue)()
      .then((rows) => ctx.catalogue.seed(rows))
      .catch((error: unknown) => {
        seeded = null;
        throw error;
      });
    return seeded;
  };

  return async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const matching = routes.filter((route) => route.pattern.test(path));
    if (matching.length === 0) return apiError(404, 'not_found', 'No such endpoint');
    const route = matching.find((candidate) => candidate.method === request.method);
    if (!route) return apiError(405, 'method_not_allowed', 'Method not allowed');
    if (route.access === 'app' && !sameToken(bearer(request), ctx.appToken))
      return apiError(401, 'unauthorized', 'A valid application token is required');
    await ready();
    return route.run(ctx, request, url, route.pattern.exec(path)!.slice(1).map(decodeURIComponent));
  };
}
