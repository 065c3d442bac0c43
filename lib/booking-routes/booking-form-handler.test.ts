/**
 * The booking page's forms on the embedded backend: a visitor without JavaScript signs in
 * (registering) and books a two-service visit with form posts alone, each answered 303 to the
 * next step; refusals come back to the step with the field named, never the code or phone.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingRefs } from '@/lib/booking/site-refs';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';
import { createBookingFormHandlers, keptCodeCookie, readStep } from './booking-form-handler';
import { createBookingFormTokens } from './booking-leases';
import { clearedSessionCookies } from '@/lib/sessions/session-cookies';

const refs: BookingRefs = {
  services: { 'classic-gel-manicure': ['1202'], 'classic-pedicure': ['1219'] },
  categories: {},
  masters: [{ employeeId: '40033', slug: 'hannah-oconnell', name: 'Hannah', rating: null, photo: null }],
};
const phone = '+447700900123';
// Wednesday 14 January 2026, 09:30 in London (GMT).
const at = '2026-01-14T09:30:00.000Z';
const visitStep = `/book/?${new URLSearchParams({
  book: 'service:classic-gel-manicure@any,service:classic-pedicure@hannah-oconnell',
  day: '2026-01-14',
  at,
})}`;

let kit: Awaited<ReturnType<typeof createSiteKit>>;
let forms: ReturnType<typeof createBookingFormHandlers>;
beforeEach(async () => {
  kit = await createSiteKit('2026-01-05T08:00:00Z');
  forms = createBookingFormHandlers(
    {
      code: kit.auth.requestCode,
      confirm: kit.auth.confirm,
      book: kit.appointments.book,
      refresh: kit.auth.refresh,
      cancel: kit.appointments.cancel,
      move: kit.appointments.move,
      signOut: kit.auth.signOut,
    },
    async () => refs,
    async () => createBookingFormTokens(kit.db),
    () => kit.clock.now,
  );
});
afterEach(() => kit.close());

const post = (
  visitor: Visitor,
  handler: (request: Request) => Promise<Response>,
  fields: Record<string, string>,
  origin?: string,
) =>
  visitor.send(handler, '/api/booking/page/form/', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
  });

describe('the booking page’s forms', () => {
  it('sign a new client in and book a two-service visit, each answered 303 to the next step', async () => {
    const visitor = kit.visitor();
    const sent = await post(visitor, forms.code, { step: visitStep, phone });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${visitStep}&signin=code`);
    expect(sent.headers.get('location')).not.toContain('7700900123');

    const code = await kit.lastCode(phone);
    const unknown = await post(visitor, forms.confirm, { step: visitStep, code });
    expect(unknown.headers.get('location')).toBe(`${visitStep}&signin=register`);
    const registered = await post(visitor, forms.confirm, {
      step: visitStep,
      code,
      firstName: 'Jo',
      lastName: 'March',
    });
    expect(registered.status).toBe(303);
    // Back to the step, which reads the session from its own copy of the cookies (no hint in the address).
    expect(registered.headers.get('location')).toBe(visitStep);
    expect(
      registered.headers.getSetCookie().some((cookie) => /^bs_access=.+; Path=\/book\/; HttpOnly/.test(cookie)),
    ).toBe(true);

    const booked = await post(visitor, forms.book, { step: visitStep, token: randomUUID() });
    expect(booked.status).toBe(303);
    const done = new URL(booked.headers.get('location')!, 'http://x');
    expect(done.searchParams.get('at')).toBe(at);
    const id = done.searchParams.get('done');
    expect(id).toBeTruthy();
    const list = await (await visitor.send(kit.appointments.list, '/api/booking/appointments')).json();
    expect(list.upcoming).toHaveLength(1);
    expect(list.upcoming[0]).toMatchObject({ id, start: at });
    expect(
      list.upcoming[0].services.map((service: { serviceId: string; employeeId: string }) => service.serviceId),
    ).toEqual(['1202', '1219']);
    expect(list.upcoming[0].services[1].employeeId).toBe('40033');
  });

  it("keeps a new client's right code for the name form, which then needs no code field, and forgets it after", async () => {
    const visitor = kit.visitor();
    await post(visitor, forms.code, { step: visitStep, phone });
    const code = await kit.lastCode(phone);
    const unknown = await post(visitor, forms.confirm, { step: visitStep, code });
    expect(unknown.headers.get('location')).toBe(`${visitStep}&signin=register`);
    expect(unknown.headers.get('location')).not.toContain(code);
    const kept = unknown.headers.getSetCookie().find((cookie) => cookie.startsWith(`${keptCodeCookie}=`));
    expect(kept).toMatch(/; Path=\/api\/booking\/page\/; HttpOnly; SameSite=Lax; Max-Age=600$/);

    // The name form sends the names alone.
    const registered = await post(visitor, forms.confirm, { step: visitStep, firstName: 'Jo', lastName: 'March' });
    expect(registered.headers.get('location')).toBe(visitStep);
    expect(registered.headers.getSetCookie()).toContain(`${keptCodeCookie}=; Path=/api/booking/page/; HttpOnly; SameSite=Lax; Max-Age=0`);
    expect((await visitor.send(kit.auth.me, '/api/auth/me')).status).toBe(200);
  });

  it('asks for the code again when the kept one has lapsed', async () => {
    const visitor = kit.visitor();
    await post(visitor, forms.code, { step: visitStep, phone });
    await post(visitor, forms.confirm, { step: visitStep, code: await kit.lastCode(phone) });
    visitor.jar.delete(keptCodeCookie);
    const refused = await post(visitor, forms.confirm, { step: visitStep, firstName: 'Jo', lastName: 'March' });
    const back = new URL(refused.headers.get('location')!, 'http://x');
    expect(back.searchParams.get('signin')).toBe('register');
    expect(back.searchParams.get('field')).toBe('code');
  });

  it('sends a taken time back to the step, naming the refusal', async () => {
    const first = kit.visitor('198.51.100.1');
    const second = kit.visitor('198.51.100.2');
    for (const [visitor, number] of [
      [first, '+447700900123'],
      [second, '+447700900124'],
    ] as const) {
      await post(visitor, forms.code, { step: visitStep, phone: number });
      await post(visitor, forms.confirm, {
        step: visitStep,
        code: await kit.lastCode(number),
        firstName: 'Jo',
        lastName: 'March',
      });
    }
    expect((await post(first, forms.book, { step: visitStep, token: randomUUID() })).headers.get('location')).toMatch(
      /&done=/,
    );
    const taken = await post(second, forms.book, { step: visitStep, token: randomUUID() });
    expect(taken.status).toBe(303);
    const location = new URL(taken.headers.get('location')!, 'http://x');
    expect(location.pathname).toBe('/book/');
    expect(location.searchParams.get('status')).toBe('409');
    expect(location.searchParams.get('at')).toBe(at);
    // Still signed in: the step is the review again, with the refusal.
    expect(taken.headers.getSetCookie().filter((cookie) => /Max-Age=0/.test(cookie))).toEqual([]);
    expect((await second.send(kit.auth.me, '/api/auth/me').then((answer) => answer.json())).client).not.toBeNull();
  });

  it('sends a visitor whose session is gone back to the sign-in step', async () => {
    const answer = await post(kit.visitor(), forms.book, { step: visitStep, token: randomUUID() });
    const location = new URL(answer.headers.get('location')!, 'http://x');
    expect(location.searchParams.get('status')).toBe('401');
  });

  it('names a wrong code and the tries left, without the code in the address', async () => {
    const visitor = kit.visitor();
    await post(visitor, forms.code, { step: visitStep, phone });
    const wrong = (await kit.lastCode(phone)) === '000000' ? '111111' : '000000';
    const answer = await post(visitor, forms.confirm, { step: visitStep, code: wrong });
    const location = new URL(answer.headers.get('location')!, 'http://x');
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      signin: 'code',
      error: 'wrong_code',
      field: 'code',
      status: '422',
    });
    expect(Number(location.searchParams.get('left'))).toBeGreaterThan(0);
    expect(location.search).not.toContain(wrong);
  });

  it('refuses a form from another site, and one that names no step', async () => {
    const visitor = kit.visitor();
    const foreign = await post(visitor, forms.code, { step: visitStep, phone }, 'https://elsewhere.example');
    expect(foreign.status).toBe(303);
    expect(new URL(foreign.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('403');
    for (const step of ['https://elsewhere.example/book/', '//elsewhere.example/book/', '/about/', '/book/?master=3'])
      expect((await post(visitor, forms.code, { step, phone })).status, step).toBe(400);
    expect(readStep('/ua/book/?book=service:a')).toMatchObject({ path: '/ua/book/', mine: false });
    expect(readStep('/ua/book/?mine')).toMatchObject({ path: '/ua/book/', mine: true });
    for (const handler of [forms.refresh, forms.confirm])
      expect((await post(visitor, handler, { step: '/about/?mine' })).status).toBe(400);
  });
});

describe('My bookings on the booking page', () => {
  const mine = '/ua/book/?mine';

  it('signs in from My bookings and comes back to it, signed in', async () => {
    const visitor = kit.visitor();
    const sent = await post(visitor, forms.code, { step: mine, phone });
    expect(sent.headers.get('location')).toBe(`${mine}&signin=code`);
    const code = await kit.lastCode(phone);
    const answer = await post(visitor, forms.confirm, { step: mine, code, firstName: 'Jo', lastName: 'March' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(mine);
    expect(answer.headers.getSetCookie().some((cookie) => /^bs_access=.+; Path=\/ua\/book\/;/.test(cookie))).toBe(true);
  });

  it('refreshes a session whose access cookie has lapsed, then goes back to My bookings', async () => {
    const visitor = kit.visitor();
    await post(visitor, forms.code, { step: mine, phone });
    await post(visitor, forms.confirm, { step: mine, code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'M' });
    const before = visitor.jar.get('bs_refresh')!.value;
    kit.clock.now += 20 * 60_000; // the access cookie (15 minutes) has lapsed, the refresh cookie has not
    expect(visitor.jar.get('bs_access')!.expires).toBeLessThan(kit.clock.now);

    const answer = await post(visitor, forms.refresh, { step: mine });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(mine);
    const written = answer.headers.getSetCookie();
    for (const path of ['/api', '/book/', '/ua/book/'])
      for (const name of ['bs_access', 'bs_refresh'])
        expect(written.some((cookie) => cookie.startsWith(`${name}=`) && cookie.includes(`; Path=${path};`))).toBe(
          true,
        );
    expect(visitor.jar.get('bs_refresh')!.value).not.toBe(before);
    expect(visitor.jar.get('bs_access')!.expires).toBeGreaterThan(kit.clock.now);
    expect((await visitor.send(kit.appointments.list, '/api/booking/appointments')).status).toBe(200);
  });

  /** A signed-in visitor with the two-service visit booked through the page's forms; its id. */
  async function bookedVisitor(number = phone, address = '198.51.100.7', step = visitStep) {
    const visitor = kit.visitor(address);
    await post(visitor, forms.code, { step: mine, phone: number });
    await post(visitor, forms.confirm, {
      step: mine,
      code: await kit.lastCode(number),
      firstName: 'Jo',
      lastName: 'M',
    });
    const booked = await post(visitor, forms.book, { step, token: randomUUID() });
    return { visitor, id: new URL(booked.headers.get('location')!, 'http://x').searchParams.get('done')! };
  }
  const listOf = async (visitor: Visitor) =>
    (await visitor.send(kit.appointments.list, '/api/booking/appointments').then((answer) => answer.json())) as {
      upcoming: { id: string; start: string }[];
      past: { id: string; state: string }[];
    };

  it('cancels a booking from My bookings and goes back to it, saying so', async () => {
    const { visitor, id } = await bookedVisitor();
    expect((await listOf(visitor)).upcoming.map((item) => item.id)).toEqual([id]);
    const answer = await post(visitor, forms.cancel, { step: mine, id });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${mine}&cancelled=${id}`);
    const after = await listOf(visitor);
    expect(after.upcoming).toEqual([]);
    expect(after.past).toMatchObject([{ id, state: 'canceled' }]);
  });

  it('books a review form once: sent twice at once, and again later, one appointment, each answered with it', async () => {
    const visitor = kit.visitor();
    await post(visitor, forms.code, { step: visitStep, phone });
    await post(visitor, forms.confirm, {
      step: visitStep,
      code: await kit.lastCode(phone),
      firstName: 'Jo',
      lastName: 'M',
    });
    // A form without its one-time token books nothing.
    expect((await post(visitor, forms.book, { step: visitStep })).status).toBe(400);
    const token = randomUUID();
    const both = await Promise.all([
      post(visitor, forms.book, { step: visitStep, token }),
      post(visitor, forms.book, { step: visitStep, token }),
    ]);
    const { upcoming } = await listOf(visitor);
    expect(upcoming).toHaveLength(1);
    const done = `${visitStep}&done=${upcoming[0]!.id}`;
    expect(both.map((answer) => [answer.status, answer.headers.get('location')])).toEqual([
      [303, done],
      [303, done],
    ]);
    const again = await post(visitor, forms.book, { step: visitStep, token });
    expect(again.headers.get('location')).toBe(done);
    expect((await listOf(visitor)).upcoming).toHaveLength(1);
  });

  it('signs out without JavaScript: back to the step, every cookie of the session cleared, the session ended', async () => {
    const { visitor } = await bookedVisitor();
    const foreign = await post(visitor, forms.signout, { step: mine }, 'https://elsewhere.example');
    expect(new URL(foreign.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('403');
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const refreshCookies = [...visitor.jar.entries()];
    const answer = await post(visitor, forms.signout, { step: mine });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${mine}&signedout=1`);
    expect(answer.headers.getSetCookie()).toEqual(expect.arrayContaining(clearedSessionCookies(false)));
    expect((await visitor.send(kit.auth.me, '/api/auth/me').then((me) => me.json())).client).toBeNull();
    // The cookies kept by a copy of them (another tab's, a thief's) are ended too: no refresh.
    for (const [name, value] of refreshCookies) visitor.jar.set(name, value);
    expect((await post(visitor, forms.refresh, { step: mine })).headers.get('location')).toMatch(/status=401/);
  });

  it('moves a booking from My bookings and goes back to it, saying so', async () => {
    const { visitor, id } = await bookedVisitor();
    const start = '2026-01-15T15:00:00.000Z';
    const answer = await post(visitor, forms.move, { step: mine, id, start, day: '2026-01-15' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`${mine}&moved=${id}`);
    expect((await listOf(visitor)).upcoming).toMatchObject([{ id, start }]);
  });

  it('sends a move to a time taken meanwhile back to that day of the move, the visit unchanged', async () => {
    await bookedVisitor();
    const later = visitStep.replace(encodeURIComponent(at), encodeURIComponent('2026-01-14T13:00:00.000Z'));
    const { visitor, id } = await bookedVisitor('+447700900124', '198.51.100.8', later);
    expect(id).toBeTruthy();
    const taken = await post(visitor, forms.move, { step: mine, id, start: at, day: '2026-01-14' });
    expect(taken.headers.get('location')).toBe(
      `${mine}&move=${id}&day=2026-01-14&error=slot_taken&status=409&field=start`,
    );
    expect((await listOf(visitor)).upcoming).toMatchObject([{ id, start: '2026-01-14T13:00:00.000Z' }]);
    // A day that is not one is not sent back; from another site, or not from My bookings, nothing moves.
    const odd = await post(visitor, forms.move, { step: mine, id, start: at, day: 'soon' });
    expect(odd.headers.get('location')).toBe(`${mine}&move=${id}&error=slot_taken&status=409&field=start`);
    const foreign = await post(
      visitor,
      forms.move,
      { step: mine, id, start: '2026-01-15T15:00:00.000Z' },
      'https://elsewhere.example',
    );
    expect(new URL(foreign.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('403');
    expect((await post(visitor, forms.move, { step: visitStep, id, start: at })).status).toBe(400);
    expect((await listOf(visitor)).upcoming).toMatchObject([{ id, start: '2026-01-14T13:00:00.000Z' }]);
  });

  it('sends a cancel the booking system refuses back to My bookings with the refusal', async () => {
    const { visitor, id } = await bookedVisitor();
    // Two hours before the visit: inside the 48 hours in which it can no longer be cancelled online.
    kit.clock.now = Date.parse(at) - 2 * 3_600_000;
    await post(visitor, forms.refresh, { step: mine });
    const late = await post(visitor, forms.cancel, { step: mine, id });
    expect(late.headers.get('location')).toBe(`${mine}&error=cancellation_window&status=422`);
    expect((await listOf(visitor)).upcoming.map((item) => item.id)).toEqual([id]);

    // Someone else's booking, or none: refused, and nothing changed.
    const other = (await bookedVisitor('+447700900124', '198.51.100.8')).visitor;
    const notTheirs = new URL(
      (await post(other, forms.cancel, { step: mine, id })).headers.get('location')!,
      'http://x',
    );
    expect(notTheirs.searchParams.get('status')).toMatch(/^4\d\d$/);
    expect(notTheirs.searchParams.has('cancelled')).toBe(false);
    const malformed = new URL(
      (await post(other, forms.cancel, { step: mine, id: '../1' })).headers.get('location')!,
      'http://x',
    );
    expect(malformed.searchParams.get('status')).toBe('400');
    // From another site, or from a step that is not My bookings.
    const foreign = await post(visitor, forms.cancel, { step: mine, id }, 'https://elsewhere.example');
    expect(new URL(foreign.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('403');
    expect((await post(visitor, forms.cancel, { step: visitStep, id })).status).toBe(400);
    expect((await listOf(visitor)).upcoming.map((item) => item.id)).toEqual([id]);
  });

  it('sends a visitor without a session, or a form from another site, back with the refusal', async () => {
    const none = await post(kit.visitor(), forms.refresh, { step: mine });
    expect(none.status).toBe(303);
    expect(none.headers.get('location')).toBe(`${mine}&error=unauthorized&status=401`);

    const visitor = kit.visitor();
    await post(visitor, forms.code, { step: mine, phone });
    await post(visitor, forms.confirm, { step: mine, code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'M' });
    const foreign = await post(visitor, forms.refresh, { step: mine }, 'https://elsewhere.example');
    expect(new URL(foreign.headers.get('location')!, 'http://x').searchParams.get('status')).toBe('403');
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });
});
