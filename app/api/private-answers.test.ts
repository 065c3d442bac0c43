/**
 * Every API route that answers with a client's data says `Cache-Control: private, no-store`,
 * so no shared cache (a proxy, a CDN) keeps one client's answer for another and no browser
 * stores it. The routes are found by listing `app/api` (a new route is covered as it is
 * added) and each method each exports is asked twice, as a signed-in client and as nobody:
 * an answer holds the client's data when it carries their name, phone or email, sets a
 * cookie, or succeeds only when signed in (their appointments, calendar files, favourites).
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { codeInMessage } from '@/lib/booking/local/code-message';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import en from '@/locales/en.json';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ namespace }: { namespace: 'Calendar' }) =>
    createTranslator({ locale: 'en', messages: en, namespace }),
}));

const siteUrl = 'http://localhost:3000';
const client = { phone: '+447700900661', firstName: 'Quillon', lastName: 'Zabriskie', email: 'quillon@example.com' };
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** Every `route.ts` under `app/api`, as its address with `[segments]`. */
function apiRoutes(dir = path.join(import.meta.dirname)): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return apiRoutes(full);
    return name === 'route.ts' ? [full] : [];
  });
}
const addressOf = (file: string) =>
  `/api/${path
    .relative(import.meta.dirname, path.dirname(file))
    .split(path.sep)
    .join('/')}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'private-answers-'));
const jar = new Map<string, string>();
let appointmentId = '';

function request(address: string, init: { method?: string; body?: unknown; signedIn?: boolean } = {}) {
  const cookie = init.signedIn === false ? '' : [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  return new NextRequest(`${siteUrl}${address}`, {
    method: init.method ?? 'GET',
    headers: {
      origin: siteUrl,
      'x-forwarded-for': '198.51.100.66',
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
function keep(response: Response): Response {
  for (const raw of response.headers.getSetCookie()) {
    const [pair = ''] = raw.split(';');
    const index = pair.indexOf('=');
    const value = pair.slice(index + 1);
    if (value) jar.set(pair.slice(0, index), value);
    else jar.delete(pair.slice(0, index));
  }
  return response;
}
const route = async (address: string) =>
  (await import(/* @vite-ignore */ `.${address.slice('/api'.length)}/route`)) as Record<string, Handler>;
const call = (handler: Handler, req: NextRequest, params: Record<string, string> = {}) =>
  handler(req, { params: Promise.resolve(params) });

async function latestCode(): Promise<string> {
  const { getDatabase } = await import('@/lib/db/database');
  const db = await getDatabase();
  const sms = await db.selectFrom('booking_sms_outbox').select('body').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return codeInMessage(sms.body)!;
}

/** A start the master 40012 is free for service 1008, four or more days ahead. */
async function aFreeStart(): Promise<string> {
  const { GET } = await route('/api/booking/free-time');
  for (let days = 4; days < 20; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const answer = await call(GET!, request(`/api/booking/free-time?service=1008&employee=40012&date=${date}`));
    const body = (await answer.json()) as { employees?: { times: { start: string }[] }[] };
    const start = body.employees?.[0]?.times.at(-1)?.start;
    if (start) return start;
  }
  throw new Error('no free time found');
}

/** What to send each route's method so it answers with the client's data when it can (others are sent nothing). */
async function prepared(method: string, address: string): Promise<{ body?: unknown; query?: string }> {
  switch (`${method} ${address}`) {
    case 'POST /api/auth/confirm': {
      keep(
        await call(
          (await route('/api/auth/code')).POST!,
          request('/api/auth/code', { method: 'POST', body: { phone: client.phone } }),
        ),
      );
      return { body: { code: await latestCode() } };
    }
    case 'POST /api/auth/code':
      return { body: { phone: client.phone } };
    case 'POST /api/booking/appointments':
      return { body: { service: '1008', employee: '40012', start: await aFreeStart() } };
    case 'PUT /api/booking/appointments/[id]':
      return { body: { start: await aFreeStart() } };
    case 'POST /api/favourites':
      return { body: { kind: 'services', ids: ['1008'] } };
    default:
      return {};
  }
}

/** Whether an answer carries something of the client's. */
const mentionsClient = (text: string) =>
  [client.phone, client.firstName, client.lastName, client.email].some((mark) => text.includes(mark));

expectLogLines(/^\[booking\] SMS to /, /^\[booking\] .* (failed|unavailable)/);

beforeAll(async () => {
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = siteUrl;
  keep(
    await call(
      (await route('/api/auth/code')).POST!,
      request('/api/auth/code', { method: 'POST', body: { phone: client.phone } }),
    ),
  );
  const { phone, ...names } = client;
  const confirmed = keep(
    await call(
      (await route('/api/auth/confirm')).POST!,
      request('/api/auth/confirm', { method: 'POST', body: { code: await latestCode(), ...names } }),
    ),
  );
  expect(confirmed.status, `signed in as ${phone}`).toBe(200);
  const booked = await call(
    (await route('/api/booking/appointments')).POST!,
    request('/api/booking/appointments', {
      method: 'POST',
      body: { service: '1008', employee: '40012', start: await aFreeStart() },
    }),
  );
  expect(booked.status).toBe(201);
  appointmentId = ((await booked.json()) as { appointment: { id: string } }).appointment.id;
}, 120_000);

afterAll(async () => {
  const { getDatabase } = await import('@/lib/db/database');
  await (await getDatabase().catch(() => null))?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('answers with a client’s data', () => {
  it('are private and never stored, on every API route', async () => {
    const addresses = apiRoutes().map(addressOf).sort();
    expect(addresses).toContain('/api/auth/me');
    const params = { id: appointmentId, action: 'confirm', lang: 'en' };
    const asks: { address: string; method: (typeof methods)[number]; routeModule: Record<string, Handler> }[] = [];
    for (const address of addresses) {
      const routeModule = await route(address);
      for (const method of methods.filter((name) => typeof routeModule[name] === 'function'))
        asks.push({ address, method, routeModule });
    }
    // Cancelling and signing out last, so every other route is asked signed in, about a booked visit.
    const rank = ({ address, method }: (typeof asks)[number]) =>
      address === '/api/auth/sign-out' ? 2 : method === 'DELETE' ? 1 : 0;
    asks.sort((a, b) => rank(a) - rank(b));
    const privateOnes: string[] = [];
    const failures: string[] = [];
    for (const { address, method, routeModule } of asks) {
      const concrete = address.replace(/\[(\w+)\]/g, (_, name: keyof typeof params) => params[name]);
      const { body } = await prepared(method, address);
      const signedOut = await call(routeModule[method]!, request(concrete, { method, body, signedIn: false }), params);
      const { body: again } = await prepared(method, address);
      const answer = keep(await call(routeModule[method]!, request(concrete, { method, body: again }), params));
      const text = await answer.clone().text();
      const holdsData =
        mentionsClient(text) || answer.headers.getSetCookie().length > 0 || (answer.ok && !signedOut.ok);
      if (!holdsData) continue;
      privateOnes.push(`${method} ${address}`);
      if (answer.headers.get('cache-control') !== 'private, no-store')
        failures.push(`${method} ${address}: ${answer.status} Cache-Control ${answer.headers.get('cache-control')}`);
    }
    expect(failures).toEqual([]);
    // The routes known to answer with a client's data were among those checked.
    expect(privateOnes).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me',
        'POST /api/auth/confirm',
        'GET /api/booking/appointments',
        'POST /api/booking/appointments',
        'PUT /api/booking/appointments/[id]',
        'DELETE /api/booking/appointments/[id]',
        'GET /api/booking/appointments/[id]/calendar',
        'GET /api/favourites',
        'POST /api/auth/refresh',
      ]),
    );
  }, 180_000);
});
