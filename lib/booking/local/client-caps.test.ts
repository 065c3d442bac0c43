/**
 * The embedded backend's caps per client, through its API on both engines, with requests
 * sent at once: at most two drafts under way, at most `maxUpcomingAppointments` booked
 * appointments to come. Each is counted with the client's row locked, so a burst cannot
 * overshoot.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import type { SessionTokens } from '../types';
import { createEmbeddedKit, type EmbeddedKit } from './embedded-test-kit';

const amelia = '40012'; // Monday to Friday 09:30-20:00, break 13:30-14:00
const rootsTouchUp = '1008'; // 60 minutes
/** Free starts on Amelia's days, an hour apart, none overlapping another. */
const starts = ['2026-01-13', '2026-01-14', '2026-01-15'].flatMap((day) =>
  ['09:30', '10:30', '11:30', '12:30', '14:00', '15:00'].map((time) => `${day}T${time}:00.000Z`),
);

describe.each(databaseEngines)('the caps per client on %s', { timeout: 30_000 }, (engine) => {
  let kit: EmbeddedKit;
  afterEach(() => kit.close());

  const draft = (session: SessionTokens) =>
    kit.client.createAppointment({ locationId: '500', clientId: session.clientId }, session.accessToken);

  /** A whole booking as the site makes it: draft, service, book; a refused draft is given up. */
  async function book(session: SessionTokens, start: string) {
    const token = session.accessToken;
    const created = await draft(session);
    if (!created.ok) return created;
    const steps = [
      () =>
        kit.client.addService(
          { appointmentId: created.value.id, serviceId: rootsTouchUp, employeeId: amelia, start },
          token,
        ),
      () => kit.client.bookAppointment(created.value.id, token),
    ];
    for (const step of steps) {
      const result = await step();
      if (!result.ok) {
        await kit.client.updateAppointment(created.value.id, { state: 'canceled' }, token);
        return result;
      }
    }
    return created;
  }

  const count = async (clientId: string, state: 'draft' | 'booked') =>
    (
      await kit.db
        .selectFrom('booking_appointments')
        .select('id')
        .where('client_id', '=', Number(clientId))
        .where('state', '=', state)
        .execute()
    ).length;

  it('makes two of ten drafts asked for at once, and another once one is given up or has lapsed', async () => {
    kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine);
    const session = await kit.signIn('+447700900401');
    const answers = await Promise.all(Array.from({ length: 10 }, () => draft(session)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    for (const answer of answers.filter((item) => !item.ok)) {
      expect(!answer.ok && answer.failure).toMatchObject({ status: 422, code: 'too_many_drafts' });
    }
    expect(await count(session.clientId, 'draft')).toBe(2);

    const [given] = answers.filter((answer) => answer.ok);
    if (!given?.ok) throw new Error('no draft');
    await kit.client.updateAppointment(given.value.id, { state: 'canceled' }, session.accessToken);
    expect((await draft(session)).ok).toBe(true);
    expect((await draft(session)).ok).toBe(false);

    kit.clock.now += 15 * 60_000 + 1; // the drafts lapse: a visitor who left half-way
    const fresh = await kit.signIn('+447700900401');
    expect((await draft(fresh)).ok).toBe(true);
  });

  it('books at most the cap of upcoming appointments from a burst of whole bookings at once', async () => {
    kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine, { maxUpcomingAppointments: 3 });
    const session = await kit.signIn('+447700900402');
    const answers = await Promise.all(starts.slice(0, 12).map((start) => book(session, start)));
    const codes = answers.map((answer) =>
      answer.ok ? 'booked' : answer.failure.kind === 'rejected' && answer.failure.code,
    );
    expect(codes.filter((code) => code === 'booked').length).toBeGreaterThan(0);
    expect(new Set(codes.filter((code) => code !== 'booked'))).toSatisfy((refusals: Set<string>) =>
      [...refusals].every((code) => code === 'too_many_drafts' || code === 'too_many_upcoming'),
    );
    expect(await count(session.clientId, 'booked')).toBeLessThanOrEqual(3);
    expect(await count(session.clientId, 'draft')).toBe(0);
  });

  it('books one of two drafts booked at once when only one more fits, and refuses a draft past the cap', async () => {
    kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine, { maxUpcomingAppointments: 3 });
    const session = await kit.signIn('+447700900403');
    const token = session.accessToken;
    for (const start of starts.slice(0, 2)) expect((await book(session, start)).ok).toBe(true);
    const drafts = await Promise.all([draft(session), draft(session)]);
    for (const [index, made] of drafts.entries()) {
      if (!made.ok) throw new Error('no draft');
      const added = await kit.client.addService(
        { appointmentId: made.value.id, serviceId: rootsTouchUp, employeeId: amelia, start: starts[5 + index]! },
        token,
      );
      expect(added.ok).toBe(true);
    }
    const booked = await Promise.all(
      drafts.map((made) => (made.ok ? kit.client.bookAppointment(made.value.id, token) : made)),
    );
    expect(booked.filter((answer) => answer.ok)).toHaveLength(1);
    expect(booked.find((answer) => !answer.ok)).toMatchObject({
      failure: { status: 422, code: 'too_many_upcoming' },
    });
    expect(await count(session.clientId, 'booked')).toBe(3);

    const refused = await draft(session);
    expect(!refused.ok && refused.failure).toMatchObject({ status: 422, code: 'too_many_upcoming' });
    // An appointment that has begun is no longer upcoming: room for one more.
    kit.clock.now = Date.parse(starts[0]!) + 1;
    const later = await kit.signIn('+447700900403');
    expect((await draft(later)).ok).toBe(true);
  });
});
