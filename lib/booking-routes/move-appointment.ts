/**
 * Moves a booked visit to a new start: its services keep their order, durations and
 * masters and run back to back from the new start. One request to the booking system
 * (`PUT /appointments/{id}` with every service's new start), which the embedded backend
 * carries out in one transaction: the old time stays booked if the new one is taken.
 * An appointment found no longer booked by the time the booking system acts on it (cancelled
 * or moved meanwhile, in another window or by the salon) is one answer to the visitor,
 * 409 `appointment_changed`, whichever code the system used.
 */
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { failure, type BookingResult } from '@/lib/booking/result';
import type { Appointment } from '@/lib/booking/types';
import { heldMs } from '@/lib/booking/visit-fit';

/** Each service's new start, back to back from `start`, in the order they were booked. */
export function movedServices(appointment: Appointment, start: string) {
  let at = Date.parse(start);
  return [...appointment.services]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map((service) => {
      const minutes = (Date.parse(service.end) - Date.parse(service.start)) / 60_000;
      const moved = { id: service.id, employeeId: service.employeeId, start: new Date(at).toISOString() };
      at += heldMs(minutes);
      return moved;
    });
}

/** The booking system's codes for "this appointment is not as you saw it" (the embedded backend's). */
const changedCodes = new Set(['appointment_changed', 'not_booked', 'appointment_canceled']);

/** The refusal of a change to an appointment that is no longer as the visitor saw it. */
export const changedMeanwhile = <T>(): BookingResult<T> =>
  failure({
    kind: 'rejected',
    status: 409,
    code: 'appointment_changed',
    message: 'This appointment was changed or cancelled meanwhile',
    field: null,
    attemptsLeft: null,
  });

/** The booking system's refusal because the appointment changed meanwhile, in the one form the site answers it. */
export function asChanged<T>(result: BookingResult<T>): BookingResult<T> {
  if (result.ok || result.failure.kind !== 'rejected' || result.failure.status !== 409) return result;
  return changedCodes.has(result.failure.code) ? changedMeanwhile() : result;
}

export const moveVisit = async (
  client: BookingClient,
  accessToken: string,
  appointment: Appointment,
  start: string,
): Promise<BookingResult<Appointment>> =>
  asChanged(await client.moveAppointment(appointment.id, movedServices(appointment, start), accessToken));
