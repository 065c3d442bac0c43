/**
 * Moves a booked visit to a new start: its services keep their order, durations and
 * masters and run back to back from the new start. One request to the booking system
 * (`PUT /appointments/{id}` with every service's new start), which the embedded backend
 * carries out in one transaction: the old time stays booked if the new one is taken.
 */
import type { BookingClient } from '../client/booking-client';
import type { BookingResult } from '../result';
import type { Appointment } from '../types';
import { heldMs } from '../visit-fit';

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

export const moveVisit = (
  client: BookingClient,
  accessToken: string,
  appointment: Appointment,
  start: string,
): Promise<BookingResult<Appointment>> =>
  client.moveAppointment(appointment.id, movedServices(appointment, start), accessToken);
