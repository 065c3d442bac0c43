/**
 * A confirmation and a booking sent from another site's page (a foreign `Origin`), through the
 * JSON API and through the booking page's forms: refused before anything is asked of the
 * booking system or counted, so the sign-in keeps its tries and nothing is booked.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BookingRefs } from '@/lib/booking/site-refs';
import { createBookingFormHandlers } from '@/lib/booking-routes/booking-form-handler';
import { createBookingFormTokens } from '@/lib/booking-routes/booking-leases';
import { createSiteKit, type Visitor } from '@/lib/site-setup/site-test-kit';

const foreign = { origin: 'https://evil.example' };
const phone = '+447700900140';
// Wednesday 14 January 2026, 09:30 in London (GMT): a time the master works.
const start = '2026-01-14T09:30:00.000Z';
const refs: BookingRefs = { services: { 'classic-gel-manicure': ['1202'] }, categories: {}, masters: [] };
const step = `/book/?${new URLSearchParams({ book: 'service:classic-gel-manicure@any', day: '2026-01-14', at: start })}`;

describe('requests from another site', () => {
  let kit: Awaited<ReturnType<typeof createSiteKit>>;
  let asked: string[];
  beforeEach(async () => {
    asked = [];
    kit = await createSiteKit('2026-01-05T08:00:00Z', {
      intercept: async (request) => {
        asked.push(`${request.method} ${new URL(request.url).pathname}`);
      },
    });
  });
  afterEach(() => kit.close());

  const forms = () =>
    createBookingFormHandlers(
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
  const postForm = (
    visitor: Visitor,
    handler: (request: Request) => Promise<Response>,
    fields: Record<string, string>,
  ) =>
    visitor.send(handler, '/api/booking/page/form/', {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...foreign },
    });
  const refusedForm = (answer: Response) =>
    answer.status === 303 && new URL(answer.headers.get('location')!, 'http://x').searchParams.get('status') === '403';

  it('refuses a confirmation without asking the booking system or using a try', async () => {
    const visitor = kit.visitor();
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
    const code = await kit.lastCode(phone);
    asked = [];
    for (let i = 0; i < 6; i += 1) {
      const api = await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
        method: 'POST',
        body: { code: '000000', firstName: 'Jo', lastName: 'Bloggs' },
        headers: foreign,
      });
      expect(api.status).toBe(403);
      expect(api.headers.getSetCookie()).toEqual([]);
      expect(refusedForm(await postForm(visitor, forms().confirm, { step, code: '000000' }))).toBe(true);
    }
    expect(asked).toEqual([]);
    // Twelve refused: the sign-in still has all its tries, and the right code signs in.
    const signedIn = await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code, firstName: 'Jo', lastName: 'Bloggs' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses a booking without asking the booking system or booking anything', async () => {
    const visitor = kit.visitor();
    await visitor.send(kit.auth.requestCode, '/api/auth/code', { method: 'POST', body: { phone } });
    await visitor.send(kit.auth.confirm, '/api/auth/confirm', {
      method: 'POST',
      body: { code: await kit.lastCode(phone), firstName: 'Jo', lastName: 'Bloggs' },
    });
    asked = [];
    const api = await visitor.send(kit.appointments.book, '/api/booking/appointments', {
      method: 'POST',
      body: { service: '1202', employee: '40033', start },
      headers: foreign,
    });
    expect(api.status).toBe(403);
    expect(refusedForm(await postForm(visitor, forms().book, { step, token: randomUUID() }))).toBe(true);
    expect(asked).toEqual([]);
    const listed = await (await visitor.send(kit.appointments.list, '/api/booking/appointments')).json();
    expect(listed).toMatchObject({ upcoming: [], past: [] });
  });
});
