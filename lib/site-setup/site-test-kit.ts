/**
 * For tests of the site's booking, sign-in and favourites routes: the route handlers on an
 * embedded backend, and a visitor (a cookie jar honouring Max-Age on the test's clock,
 * requests sent from the site's own origin and a chosen address).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTranslator } from 'next-intl';
import { createAuthHandlers } from '@/lib/auth/auth-handlers';
import { createAppointmentsHandlers } from '@/lib/booking-routes/appointments-handler';
import { createAvailabilityHandler } from '@/lib/booking-routes/availability-handler';
import { calendarWordingFrom, createCalendarHandler } from '@/lib/booking-routes/calendar-handler';
import { createFreeTimeHandler } from '@/lib/booking-routes/free-time-handler';
import { createVisitHandlers } from '@/lib/booking-routes/visit-handler';
import { handlerFetch } from '@/lib/booking/booking-system';
import { createBookingClient } from '@/lib/booking/client/booking-client';
import type { BookingHandler } from '@/lib/booking/local/backend';
import { createEmbeddedKit, testAppId, testAppToken, testDbCode } from '@/lib/booking/local/embedded-test-kit';
import type { DatabaseEngine } from '@/lib/db/testing/test-databases';
import { createFavouritesHandlers } from '@/lib/favourites/favourites-handlers';
import type { TextSignIn } from '@/lib/site-api/site-deps';
import en from '@/locales/en.json';
import uk from '@/locales/uk.json';
import { createSiteDeps } from './create-site-deps';

export const siteUrl = 'http://localhost:3000';

/** Runs before the booking system answers one of the site's requests (a test's other visitor acts in between). */
export type BookingIntercept = (request: Request) => Promise<void>;

/** Answers the site's requests in the booking system's place: a system that behaves otherwise, or `embedded` as is. */
export type BookingSystem = (request: Request, embedded: BookingHandler) => Promise<Response>;

/** A loopback HTTP server in front of a booking handler, as a booking system of its own would be. */
async function overHttp(handler: BookingHandler) {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const answer = await handler(
      new Request(`http://booking.test${request.url ?? '/'}`, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: body || undefined,
      }),
    );
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(await answer.text());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function createSiteKit(
  start: string,
  options: {
    widgetUrl?: string;
    engine?: DatabaseEngine;
    http?: boolean;
    intercept?: BookingIntercept;
    bookingSystem?: BookingSystem;
    textSignIn?: Partial<TextSignIn>;
    bookingTimeoutMs?: number;
    bookingQuestionsPerMinute?: number;
    sleep?: (ms: number) => Promise<void>;
  } = {},
) {
  const kit = await createEmbeddedKit(start, options.engine);
  const intercepted: BookingHandler = async (request) => {
    await options.intercept?.(request.clone());
    return options.bookingSystem ? options.bookingSystem(request, kit.handler) : kit.handler(request);
  };
  const server = options.http ? await overHttp(intercepted) : null;
  const siteClient =
    server || options.intercept || options.bookingSystem
      ? createBookingClient({
          baseUrl: server?.baseUrl ?? kit.baseUrl,
          token: testAppToken,
          appId: testAppId,
          dbCode: testDbCode,
          // A hang guard: on a busy machine the embedded system over loopback can take longer
          // than a deployed site waits (BOOKING_TIMEOUT_MS), and a test is not about that wait.
          timeoutMs: options.bookingTimeoutMs ?? 60_000,
          fetch: server ? fetch : handlerFetch(intercepted),
          logoutPath: '/auth/logout',
        })
      : kit.client;
  const deps = createSiteDeps({
    client: async () => siteClient,
    db: async () => kit.db,
    siteUrl,
    now: () => kit.clock.now,
    widgetUrl: options.widgetUrl ?? null,
    textSignIn: options.textSignIn,
    bookingTimeoutMs: options.bookingTimeoutMs,
    bookingQuestionsPerMinute: options.bookingQuestionsPerMinute,
    sleep: options.sleep,
  });
  return {
    ...kit,
    deps,
    /** The booking client the site's routes use (through `intercept` or HTTP when asked for), before the site's session handling. */
    bookingClient: siteClient,
    auth: createAuthHandlers(deps),
    appointments: createAppointmentsHandlers(deps),
    freeTime: createFreeTimeHandler(deps),
    availability: createAvailabilityHandler(deps),
    visit: createVisitHandlers(deps),
    /** The calendar route, worded as the route words it for `?lang=` (English by default). */
    calendar: (request: Request, id: string, locale: 'en' | 'uk' = 'en') =>
      createCalendarHandler(deps)(
        request,
        id,
        calendarWordingFrom(
          createTranslator({ locale, messages: locale === 'uk' ? uk : en, namespace: 'Calendar' }),
          locale,
        ),
      ),
    favourites: createFavouritesHandlers(deps),
    close: async () => {
      await server?.close();
      await kit.close();
    },
    visitor: (ip = '198.51.100.1') => createVisitor(ip, () => kit.clock.now),
  };
}

export type Visitor = ReturnType<typeof createVisitor>;

function createVisitor(ip: string, now: () => number) {
  const jar = new Map<string, { value: string; expires: number; raw: string }>();
  /** Every Set-Cookie header seen, as sent. */
  const setCookies: string[] = [];

  function request(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    const cookies = [...jar.entries()]
      .filter(([, entry]) => entry.expires > now())
      .map(([name, entry]) => `${name}=${entry.value}`);
    return new Request(`${siteUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        origin: siteUrl,
        'x-forwarded-for': ip,
        ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
  }

  function keep(response: Response): Response {
    for (const raw of response.headers.getSetCookie()) {
      setCookies.push(raw);
      const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
      const index = pair.indexOf('=');
      const maxAge = Number(attributes.find((attribute) => /^max-age=/i.test(attribute))?.split('=')[1] ?? Infinity);
      jar.set(pair.slice(0, index), { value: pair.slice(index + 1), expires: now() + maxAge * 1000, raw });
    }
    return response;
  }

  async function send(
    handler: (request: Request) => Promise<Response>,
    path: string,
    init?: Parameters<typeof request>[1],
  ) {
    return keep(await handler(request(path, init)));
  }

  /** The booking system's token inside one of the session's cookies (`<tag>.<session>.<token>`, `cookie-tags.ts`). */
  const token = (name: string) => jar.get(name)?.value.split('.').slice(2).join('.');

  return { request, keep, send, jar, setCookies, token };
}
