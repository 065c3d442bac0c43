/**
 * The booking page's form route dispatches on its `[action]` segment: each form name reaches
 * the form handler of that name, wired to the API handler that does the work; any other name,
 * an inherited property's included, is a 404; and it answers POST only (Next refuses, with 405,
 * a method a route file does not export).
 */
import {
  getAccessFallbackHTTPStatus,
  isHTTPAccessFallbackError,
} from 'next/dist/client/components/http-access-fallback/http-access-fallback';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBookingRefs } from '@/lib/booking/load-booking-refs';
import type { BookingFormHandlers } from '@/lib/booking-routes/booking-form-handler';
import * as route from './route';

/** Each API handler answers with its own name (and the booking's id, if given one), so a test sees which one a form reached. */
const answersAs = (name: string) =>
  vi.fn(async (_request: Request, id?: string) => new Response(id ? `${name}(${id})` : name));

vi.mock('@/lib/site-setup/create-site-deps', () => ({
  getSiteDeps: () => ({ db: async () => 'the site database', now: () => 1_764_000_000_000 }),
}));
vi.mock('@/lib/booking/load-booking-refs', () => ({ loadBookingRefs: vi.fn() }));
vi.mock('@/lib/booking-routes/booking-leases', () => ({
  createBookingFormTokens: vi.fn(async (db: unknown) => ({ tokensOn: db })),
}));
vi.mock('@/lib/auth/auth-handlers', () => ({
  createAuthHandlers: () => ({
    requestCode: answersAs('auth.requestCode'),
    confirm: answersAs('auth.confirm'),
    refresh: answersAs('auth.refresh'),
    signOut: answersAs('auth.signOut'),
  }),
}));
vi.mock('@/lib/booking-routes/appointments-handler', () => ({
  createAppointmentsHandlers: () => ({
    book: answersAs('appointments.book'),
    list: answersAs('appointments.list'),
    cancel: answersAs('appointments.cancel'),
    move: answersAs('appointments.move'),
  }),
}));

/** What the route handed the form handlers' factory, last time. */
let given: [BookingFormHandlers, () => Promise<unknown>, () => Promise<unknown>, () => number];

// The forms' own reading and answers are tested beside them. Here each form (named as the real
// factory names them, checked below) hands the request to the API handler it was given, with a
// booking id where that handler takes one, and says which form it was.
vi.mock('@/lib/booking-routes/booking-form-handler', () => ({
  createBookingFormHandlers: (...args: typeof given) => {
    given = args;
    const [api] = args;
    const form = (name: string, run: (request: Request) => Promise<Response>) => async (request: Request) =>
      new Response(`${name} -> ${await (await run(request)).text()}`);
    return {
      code: form('code', api.code),
      confirm: form('confirm', api.confirm),
      book: form('book', api.book),
      refresh: form('refresh', api.refresh),
      cancel: form('cancel', (request) => api.cancel(request, '7')),
      move: form('move', (request) => api.move(request, '7')),
      signout: form('signout', api.signOut),
    };
  },
}));

const post = (action: string) =>
  route.POST(new Request(`http://localhost:3000/api/booking/page/${action}`, { method: 'POST', body: 'x=1' }), {
    params: Promise.resolve({ action }),
  });

/** The status Next answers for an error a route handler throws (`notFound()` is 404). */
async function thrownStatus(answer: Promise<Response>): Promise<number | 'answered'> {
  try {
    await answer;
    return 'answered';
  } catch (error) {
    if (isHTTPAccessFallbackError(error)) return getAccessFallbackHTTPStatus(error);
    throw error;
  }
}

describe('the booking page form route', () => {
  beforeEach(() => vi.clearAllMocks());

  it('knows the forms the real factory makes, no more, no fewer', async () => {
    const real = await vi.importActual<typeof import('@/lib/booking-routes/booking-form-handler')>(
      '@/lib/booking-routes/booking-form-handler',
    );
    const unused = async () => new Response(null, { status: 500 });
    const api = {
      code: unused,
      confirm: unused,
      book: unused,
      refresh: unused,
      cancel: unused,
      move: unused,
      signOut: unused,
    };
    const made = real.createBookingFormHandlers(api, vi.fn(), vi.fn());
    expect(Object.keys(made).sort()).toEqual(['book', 'cancel', 'code', 'confirm', 'move', 'refresh', 'signout']);
  });

  it.each([
    ['code', 'auth.requestCode'],
    ['confirm', 'auth.confirm'],
    ['book', 'appointments.book'],
    ['refresh', 'auth.refresh'],
    ['cancel', 'appointments.cancel(7)'],
    ['move', 'appointments.move(7)'],
    ['signout', 'auth.signOut'],
  ])('hands the %s form to its handler, run by %s', async (action, apiHandler) => {
    const answer = await post(action);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe(`${action} -> ${apiHandler}`);
  });

  it("gives the forms the site's references, form tokens on the site's database, and the site's clock", async () => {
    await post('code');
    const [, loadRefs, formTokens, now] = given;
    expect(loadRefs).toBe(loadBookingRefs);
    expect(await formTokens()).toEqual({ tokensOn: 'the site database' });
    expect(now()).toBe(1_764_000_000_000);
  });

  it.each([
    'sign-out',
    'signOut',
    'list',
    'Book',
    'book ',
    'constructor',
    'toString',
    '__proto__',
    'hasOwnProperty',
    '',
  ])('answers 404 for the unknown action %j', async (action) => {
    expect(await thrownStatus(post(action))).toBe(404);
  });

  it('answers POST only', () => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    expect(methods.filter((method) => method in route)).toEqual(['POST']);
  });
});
