/**
 * Books one service for the signed-in client, in the booking system's steps: create an
 * appointment, add the service with a master at a start, then book it. With "any" master,
 * the masters free at that start are tried in turn, so a slot taken a moment earlier by
 * someone else moves on to the next master. A step that fails undoes the ones before it.
 */
import { DateTime } from 'luxon';
import type { BookingClient } from '../client/booking-client';
import { failure, success, type BookingResult } from '../result';
import type { Appointment, BookingLocation } from '../types';

export type BookingRequest = { serviceId: string; employeeId: string | 'any'; start: string };

const maxCandidates = 5;
const slotTaken = (message: string) =>
  failure<never>({ kind: 'rejected', status: 409, code: 'slot_taken', message, field: 'start', attemptsLeft: null });

async function candidates(
  client: BookingClient,
  location: BookingLocation,
  input: BookingRequest,
): Promise<BookingResult<string[]>> {
  if (input.employeeId !== 'any') return success([input.employeeId]);
  const date = DateTime.fromISO(input.start, { zone: location.timeZone }).toISODate()!;
  const free = await client.freeTime({ locationId: location.id, serviceId: input.serviceId, employeeId: null, date });
  if (!free.ok) return free;
  const instant = Date.parse(input.start);
  return success(
    free.value
      .filter((entry) => entry.starts.some((start) => Date.parse(start) === instant))
      .map((entry) => entry.employeeId),
  );
}

export async function bookAppointment(
  client: BookingClient,
  accessToken: string,
  location: BookingLocation,
  input: BookingRequest,
): Promise<BookingResult<Appointment>> {
  const me = await client.me(accessToken);
  if (!me.ok) return me;
  const masters = await candidates(client, location, input);
  if (!masters.ok) return masters;
  if (masters.value.length === 0) return slotTaken('No master is free at this time');

  const created = await client.createAppointment({ locationId: location.id, clientId: me.value.id }, accessToken);
  if (!created.ok) return created;
  const appointmentId = created.value.id;
  const discard = () => client.updateAppointment(appointmentId, { state: 'canceled' }, accessToken);

  let added: BookingResult<Appointment> | null = null;
  for (const employeeId of masters.value.slice(0, maxCandidates)) {
    added = await client.addService(
      { appointmentId, serviceId: input.serviceId, employeeId, start: input.start },
      accessToken,
    );
    if (added.ok || added.failure.kind !== 'rejected' || added.failure.code !== 'slot_taken') break;
  }
  if (!added?.ok) {
    await discard();
    return added ?? slotTaken('No master is free at this time');
  }
  const booked = await client.bookAppointment(appointmentId, accessToken);
  if (!booked.ok) {
    for (const service of added.value.services) await client.removeService(service.id, accessToken);
    await discard();
  }
  return booked;
}
