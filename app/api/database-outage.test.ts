/**
 * The site's routes on PostgreSQL, through an outage: with the server stopped, every write
 * (callback request, sign-in code and confirmation, favourites, booking and cancelling)
 * answers 503 with Retry-After and leaves nothing behind; started again, the same routes
 * work in the same process (the pool reconnects). The test runs its own PostgreSQL, since
 * it stops it, on the port after the shared one.
 */
import pg from 'pg';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import type { PostgresServer } from '@/lib/db/testing/postgres-server';
import { postgresTestPort, startPostgresServer } from '@/lib/db/testing/postgres-server';
import { createPostgresTestDatabase } from '@/lib/db/testing/test-databases';
import { codeInMessage } from '@/lib/booking/local/code-message';

const siteUrl = 'http://localhost:3000';
const phone = '+447700900777';
const secondPhone = '+447700900779';
let server: PostgresServer;
let databaseUrl: string;
let routes: {
  callback: (request: NextRequest) => Promise<Response>;
  code: (request: Request) => Promise<Response>;
  confirm: (request: Request) => Promise<Response>;
  favourites: (request: Request) => Promise<Response>;
  book: (request: Request) => Promise<Response>;
  cancel: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
  checkDatabase: (timeoutMs?: number) => Promise<boolean>;
};

const jar = new Map<string, string>();
function request(path: string, body?: unknown, method = 'POST') {
  return new NextRequest(`${siteUrl}${path}`, {
    method,
    headers: {
      origin: siteUrl,
      'x-forwarded-for': '198.51.100.77',
      'content-type': 'application/json',
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
function keep(response: Response): Response {
  for (const raw of response.headers.getSetCookie()) {
    const [pair = ''] = raw.split(';');
    const index = pair.indexOf('=');
    jar.set(pair.slice(0, index), pair.slice(index + 1));
  }
  return response;
}

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** A Tuesday 4 to 10 days ahead: the master below works then, past the 48-hour cancellation window. */
function comingTuesday(): string {
  for (let days = 4; ; days += 1) {
    const day = new Date(Date.now() + days * 86_400_000);
    if (day.getUTCDay() === 2) return day.toISOString().slice(0, 10);
  }
}

async function aFreeStart(): Promise<string> {
  const { GET } = await import('./booking/free-time/route');
  const answer = await GET(
    request(`/api/booking/free-time?service=1008&employee=40012&date=${comingTuesday()}`, undefined, 'GET'),
  );
  const body = (await answer.json()) as { employees: { times: { start: string }[] }[] };
  const start = body.employees[0]?.times[0]?.start;
  if (!start) throw new Error('no free time found');
  return start;
}

beforeAll(async () => {
  server = await startPostgresServer({ port: postgresTestPort() + 1 });
  databaseUrl = await createPostgresTestDatabase(server.url());
  process.env.DATABASE_URL = databaseUrl;
  process.env.SITE_URL = siteUrl;
  const [callback, code, confirm, favourites, appointments, appointment, check] = await Promise.all([
    import('./callback/route'),
    import('./auth/code/route'),
    import('./auth/confirm/route'),
    import('./favourites/route'),
    import('./booking/appointments/route'),
    import('./booking/appointments/[id]/route'),
    import('@/lib/db/check-database'),
  ]);
  routes = {
    callback: callback.POST,
    code: code.POST,
    confirm: confirm.POST,
    favourites: favourites.POST,
    book: appointments.POST,
    cancel: appointment.DELETE,
    checkDatabase: check.checkDatabase,
  };
}, 60_000);

/**
 * The pool logs each idle connection a stop cuts, as it should in production, whenever it
 * notices (during the test or after it), and each request answered 503 while the database is
 * down; codes asked for outside production are printed: expected here, so not printed; any
 * other line is.
 */
expectLogLines(
  /^\[database\] an idle PostgreSQL connection failed/,
  /^\[database\] unavailable, answered 503/,
  /^\[booking\] SMS to /,
);

afterAll(async () => {
  const { getDatabase } = await import('@/lib/db/database');
  await (await getDatabase().catch(() => null))?.destroy();
  await server?.destroy();
  vi.restoreAllMocks();
});

const callbackBody = { name: 'Amelia Hart', phone: '+442079460958', agreed: true, page: '/contacts/' };

describe('the site on PostgreSQL through an outage', () => {
  it('answers 503 with Retry-After while PostgreSQL is down, writes nothing, and works again once it is back', async () => {
    // Up: a callback, a sign-in, a favourite.
    expect((await routes.callback(request('/api/callback', callbackBody))).status).toBe(201);
    expect(keep(await routes.code(request('/api/auth/code', { phone }))).status).toBe(200);
    const [sms] = await query<{ body: string }>(`select body from booking_sms_outbox order by id desc limit 1`);
    const code = codeInMessage(sms!.body)!;
    const confirmed = keep(
      await routes.confirm(request('/api/auth/confirm', { code, firstName: 'Ann', lastName: 'Lee' })),
    );
    expect(confirmed.status).toBe(200);
    expect((await routes.favourites(request('/api/favourites', { kind: 'services', ids: ['1008'] }))).status).toBe(200);
    const start = await aFreeStart();
    // A second sign-in under way, to be confirmed during the outage.
    expect(keep(await routes.code(request('/api/auth/code', { phone: secondPhone }))).status).toBe(200);
    expect(await routes.checkDatabase()).toBe(true);

    await server.stop();
    const down = [
      await routes.callback(request('/api/callback', callbackBody)),
      await routes.code(request('/api/auth/code', { phone: '+447700900778' })),
      await routes.confirm(request('/api/auth/confirm', { code: '0000' })),
      await routes.favourites(request('/api/favourites', { kind: 'services', ids: ['1002'] })),
      await routes.book(request('/api/booking/appointments', { service: '1008', employee: '40012', start })),
      await routes.cancel(request('/api/booking/appointments/1', undefined, 'DELETE'), {
        params: Promise.resolve({ id: '1' }),
      }),
    ];
    expect(down.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503, 503]);
    for (const answer of down) expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await routes.checkDatabase(1000)).toBe(false);

    await server.start();
    expect(await routes.checkDatabase()).toBe(true);
    expect((await routes.callback(request('/api/callback', callbackBody))).status).toBe(201);
    const favourites = await routes.favourites(request('/api/favourites', { kind: 'services', ids: ['1002'] }));
    expect(await favourites.json()).toEqual({ services: ['1008', '1002'], employees: [] });
    const booked = await routes.book(
      request('/api/booking/appointments', { service: '1008', employee: '40012', start }),
    );
    expect(booked.status).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: string } };
    const cancelled = await routes.cancel(request(`/api/booking/appointments/${appointment.id}`, undefined, 'DELETE'), {
      params: Promise.resolve({ id: appointment.id }),
    });
    expect(cancelled.status).toBe(200);

    // Nothing from the outage was kept: two callbacks (before and after), the two codes sent before it, one booking.
    expect(await query(`select count(*)::int as n from callback_requests`)).toEqual([{ n: 2 }]);
    expect(await query(`select count(*)::int as n from booking_sms_outbox`)).toEqual([{ n: 2 }]);
    expect(await query(`select state from booking_appointments where state <> 'draft'`)).toEqual([
      { state: 'canceled' },
    ]);
  }, 60_000);
});
