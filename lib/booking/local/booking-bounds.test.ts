/**
 * What bounds the embedded backend's booking tables, through its API on both engines: a
 * draft given up or left leaves no row, cells a day past go, a client keeps only their
 * latest cancelled appointments, and an appointment takes only so many services.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databaseEngines } from '@/lib/db/testing/test-databases';
import type { SessionTokens } from '../types';
import { keptCancelled } from './appointment-changes';
import { maxServicesPerAppointment } from './booking-store';
import { createEmbeddedKit, type EmbeddedKit } from './embedded-test-kit';

const amelia = '40012'; // Monday to Friday 09:30-20:00, break 13:30-14:00
const sofia = '40027'; // Tue, Wed, Thu, Sat 09:30-20:00 (break 13:00-13:30)
const rootsTouchUp = '1008'; // 60 minutes
const at = '2026-01-13T11:00:00.000Z'; // a Tuesday, London on UTC

// A hang guard, not a speed bound: 23 bookings made and cancelled through the API on PostgreSQL
// took over 30 s with both cores busy and the browser suite beside it.
describe.each(databaseEngines)('the bounds of the booking tables on %s', { timeout: 120_000 }, (engine) => {
  let kit: EmbeddedKit;
  beforeEach(async () => {
    kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine);
  });
  afterEach(() => kit.close());

  async function draftWithService(session: SessionTokens, start = at, employeeId = amelia) {
    const created = await kit.client.createAppointment(
      { locationId: '500', clientId: session.clientId },
      session.accessToken,
    );
    if (!created.ok) throw new Error(JSON.stringify(created.failure));
    const added = await kit.client.addService(
      { appointmentId: created.value.id, serviceId: rootsTouchUp, employeeId, start },
      session.accessToken,
    );
    if (!added.ok) throw new Error(JSON.stringify(added.failure));
    return added.value;
  }

  const rows = async () => ({
    appointments: await kit.db.selectFrom('booking_appointments').select(['id', 'state']).orderBy('id').execute(),
    services: (await kit.db.selectFrom('booking_appointment_services').select('id').execute()).length,
    cells: (await kit.db.selectFrom('booking_occupied_slots').select('slot_start').execute()).length,
  });

  it('leaves no row of a draft given up: it is neither kept nor listed', async () => {
    const session = await kit.signIn('+447700900501');
    const draft = await draftWithService(session);
    const removed = await kit.client.removeService(draft.services[0]!.id, session.accessToken);
    expect(removed.ok).toBe(true);
    const cancelled = await kit.client.updateAppointment(draft.id, { state: 'canceled' }, session.accessToken);
    expect(cancelled.ok && cancelled.value.state).toBe('canceled');
    expect(await rows()).toEqual({ appointments: [], services: 0, cells: 0 });
    const listed = await kit.client.clientAppointments(session.clientId, session.accessToken);
    expect(listed.ok && listed.value).toEqual([]);
  });

  it('sweeps a draft left half-way once its 15 minutes are up, with its services and cells', async () => {
    const left = await kit.signIn('+447700900502');
    await draftWithService(left);
    kit.clock.now += 15 * 60_000 + 1;
    const next = await kit.signIn('+447700900503');
    // The next visitor's draft sweeps it: the time it held is theirs to take.
    const taken = await draftWithService(next);
    expect((await rows()).appointments).toEqual([{ id: Number(taken.id), state: 'draft' }]);
    expect(await rows()).toMatchObject({ services: 1, cells: 2 });
  });

  it('lets go of cells a day after they have passed; the appointment keeps its times', async () => {
    const session = await kit.signIn('+447700900504');
    const draft = await draftWithService(session);
    expect((await kit.client.bookAppointment(draft.id, session.accessToken)).ok).toBe(true);
    kit.clock.now = Date.parse('2026-01-14T12:30:00Z'); // 25 hours after the visit began
    const later = await kit.signIn('+447700900504');
    await draftWithService(later, '2026-01-15T11:00:00Z', sofia);
    const kept = await kit.db.selectFrom('booking_occupied_slots').select('employee_id').execute();
    expect(kept).toEqual([{ employee_id: sofia }, { employee_id: sofia }]);
    const listed = await kit.client.clientAppointments(session.clientId, later.accessToken);
    expect(listed.ok && listed.value.map((item) => [item.state, item.start])).toEqual([['booked', at]]);
  });

  it(`keeps a client's latest ${keptCancelled} cancelled bookings, however many they cancel`, async () => {
    const session = await kit.signIn('+447700900505');
    const ids: string[] = [];
    for (let n = 0; n < keptCancelled + 3; n += 1) {
      kit.clock.now += 1000;
      const draft = await draftWithService(session);
      expect((await kit.client.bookAppointment(draft.id, session.accessToken)).ok).toBe(true);
      const cancelled = await kit.client.updateAppointment(draft.id, { state: 'canceled' }, session.accessToken);
      expect(cancelled.ok).toBe(true);
      ids.push(draft.id);
    }
    const kept = (await rows()).appointments;
    expect(kept.map((row) => String(row.id))).toEqual(ids.slice(3));
    expect(new Set(kept.map((row) => row.state))).toEqual(new Set(['canceled']));
    expect(await rows()).toMatchObject({ services: keptCancelled, cells: 0 });
  });

  it(`takes at most ${maxServicesPerAppointment} services in one appointment`, async () => {
    const session = await kit.signIn('+447700900506');
    const [first, ...others] = ['09:30', '10:30', '11:30', '12:30', '14:00', '15:00'].map(
      (time) => `2026-01-13T${time}:00.000Z`,
    );
    const draft = await draftWithService(session, first);
    for (const [index, start] of others.entries()) {
      const added = await kit.client.addService(
        { appointmentId: draft.id, serviceId: rootsTouchUp, employeeId: amelia, start },
        session.accessToken,
      );
      if (index + 1 < maxServicesPerAppointment) expect(added.ok, start).toBe(true);
      else expect(!added.ok && added.failure).toMatchObject({ status: 422, code: 'too_many_services' });
    }
    expect(await rows()).toMatchObject({ services: maxServicesPerAppointment });
  });
});
