/**
 * A cancel and a move of one appointment at once, through the embedded backend's API on both
 * engines. The store pauses one operation after the route has read the appointment and
 * before it writes, while the other runs to the end: the paused one must then find that the
 * appointment changed and leave it alone. Without the pause, a burst of moves and cancels
 * must leave every appointment with exactly the cells of its services, or none if cancelled.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { databaseEngines, type DatabaseEngine } from '@/lib/db/testing/test-databases';
import type { Appointment } from '../types';
import { createEmbeddedKit, pauseAt, type EmbeddedKit } from './embedded-test-kit';

const amelia = '40012'; // Monday to Friday 09:30-20:00, break 13:30-14:00
const rootsTouchUp = '1008'; // 60 minutes: two cells
const first = '2026-01-13T11:00:00.000Z'; // a Tuesday, London on UTC
const later = '2026-01-13T15:00:00.000Z';
const latest = '2026-01-13T17:00:00.000Z';

describe.each(databaseEngines)(
  'a cancel and a move of one appointment at once, on %s',
  { timeout: 30_000 },
  (engine: DatabaseEngine) => {
    let kit: EmbeddedKit;
    afterEach(() => kit.close());

    async function bookedAt(phone: string, start: string) {
      const session = await kit.signIn(phone);
      const token = session.accessToken;
      const created = await kit.client.createAppointment({ locationId: '500', clientId: session.clientId }, token);
      if (!created.ok) throw new Error(JSON.stringify(created.failure));
      const added = await kit.client.addService(
        { appointmentId: created.value.id, serviceId: rootsTouchUp, employeeId: amelia, start },
        token,
      );
      if (!added.ok) throw new Error(JSON.stringify(added.failure));
      const booked = await kit.client.bookAppointment(created.value.id, token);
      if (!booked.ok) throw new Error(JSON.stringify(booked.failure));
      return { token, appointment: booked.value };
    }

    const move = (token: string, appointment: Appointment, start: string) =>
      kit.client.moveAppointment(
        appointment.id,
        [{ id: appointment.services[0]!.id, employeeId: amelia, start }],
        token,
      );
    const cancel = (token: string, appointment: Appointment) =>
      kit.client.updateAppointment(appointment.id, { state: 'canceled' }, token);

    /** The cells the appointment's services hold, as ISO instants in order. */
    async function cellsOf(appointmentId: string) {
      const rows = await kit.db
        .selectFrom('booking_occupied_slots as o')
        .innerJoin('booking_appointment_services as s', 's.id', 'o.appointment_service_id')
        .select('o.slot_start')
        .where('s.appointment_id', '=', Number(appointmentId))
        .orderBy('o.slot_start')
        .execute();
      return rows.map((row) => new Date(Number(row.slot_start)).toISOString());
    }
    const twoCellsFrom = (start: string) => [start, new Date(Date.parse(start) + 30 * 60_000).toISOString()];
    const stateOf = async (id: string) =>
      (
        await kit.db
          .selectFrom('booking_appointments')
          .select('state')
          .where('id', '=', Number(id))
          .executeTakeFirstOrThrow()
      ).state;

    it('refuses a move whose appointment was cancelled after it was read: the cancelled one holds no time', async () => {
      const pause = pauseAt('move');
      kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine, { beforeWrite: pause.beforeWrite });
      const { token, appointment } = await bookedAt('+447700900301', first);
      const moving = move(token, appointment, later);
      await pause.reached;
      const cancelled = await cancel(token, appointment);
      pause.release();
      const moved = await moving;

      expect(cancelled.ok && cancelled.value.state).toBe('canceled');
      expect(!moved.ok && moved.failure).toMatchObject({ status: 409, code: 'appointment_changed' });
      expect(await stateOf(appointment.id)).toBe('canceled');
      expect(await cellsOf(appointment.id)).toEqual([]);
    });

    it('lets one of two moves at once through: the other is refused and one set of cells is left', async () => {
      const pause = pauseAt('move');
      kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine, { beforeWrite: pause.beforeWrite });
      const { token, appointment } = await bookedAt('+447700900302', first);
      const slow = move(token, appointment, later);
      await pause.reached;
      const fast = await move(token, appointment, latest);
      pause.release();
      const overtaken = await slow;

      expect(fast.ok).toBe(true);
      expect(!overtaken.ok && overtaken.failure).toMatchObject({ status: 409, code: 'appointment_changed' });
      expect(await cellsOf(appointment.id)).toEqual(twoCellsFrom(latest));
      const listed = await kit.client.clientAppointments(appointment.clientId!, token);
      expect(listed.ok && listed.value.map((item) => [item.start, item.sequence])).toEqual([[latest, 1]]);
    });

    it('refuses a cancel whose appointment was moved after it was read: it stays booked at its new time', async () => {
      const pause = pauseAt('cancel');
      kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine, { beforeWrite: pause.beforeWrite });
      const { token, appointment } = await bookedAt('+447700900303', first);
      const cancelling = cancel(token, appointment);
      await pause.reached;
      const moved = await move(token, appointment, later);
      pause.release();
      const cancelled = await cancelling;

      expect(moved.ok).toBe(true);
      expect(!cancelled.ok && cancelled.failure).toMatchObject({ status: 409, code: 'appointment_changed' });
      expect(await stateOf(appointment.id)).toBe('booked');
      expect(await cellsOf(appointment.id)).toEqual(twoCellsFrom(later));
    });

    it('leaves each appointment of a burst of moves and cancels with its own cells, or none once cancelled', async () => {
      kit = await createEmbeddedKit('2026-01-05T08:00:00Z', engine);
      const rounds = await Promise.all(
        ['09:30', '10:30', '11:30', '12:30'].map((time, index) =>
          bookedAt(`+44770090031${index}`, `2026-01-1${3 + index}T${time}:00.000Z`),
        ),
      );
      // Each appointment gets two moves (to different times) and a cancel, all sent at once.
      const answers = await Promise.all(
        rounds.flatMap(({ token, appointment }) => {
          const day = appointment.start!.slice(0, 10);
          return [
            move(token, appointment, `${day}T15:00:00.000Z`),
            move(token, appointment, `${day}T17:00:00.000Z`),
            cancel(token, appointment),
          ];
        }),
      );
      for (const answer of answers) {
        if (!answer.ok) expect(answer.failure).toMatchObject({ status: 409 });
      }
      for (const { appointment } of rounds) {
        const row = await kit.db
          .selectFrom('booking_appointment_services')
          .select('starts_at')
          .where('appointment_id', '=', Number(appointment.id))
          .executeTakeFirstOrThrow();
        const state = await stateOf(appointment.id);
        const held = await cellsOf(appointment.id);
        if (state === 'canceled') expect(held).toEqual([]);
        else expect(held).toEqual(twoCellsFrom(new Date(Number(row.starts_at)).toISOString()));
      }
    });
  },
);
