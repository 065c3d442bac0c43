/** Rows of the embedded backend's tables in the booking API's shapes (typed by the schemas the client parses with). */
import type { z } from 'zod';
import type { rawAppointment, rawClient } from '../../raw/booking';
import type { BookingStore } from '../booking-store';
import type { ClientStore } from '../client-store';
import { toSalonIso } from '../../salon-time';

type AppointmentRow = NonNullable<Awaited<ReturnType<BookingStore['appointment']>>>;
type ClientRow = NonNullable<Awaited<ReturnType<ClientStore['byId']>>>;

export function presentAppointment(
  row: AppointmentRow,
  zone: string,
  clientFirstName: string | null,
): z.input<typeof rawAppointment> {
  const first = row.services[0];
  return {
    id: row.id,
    location: row.location_id,
    client: row.client_id,
    clientFirstName,
    date: first ? toSalonIso(first.starts_at, zone) : null,
    state: row.state,
    clientsModuleConfirmed: row.state === 'booked',
    hasAnySales: false,
    feedback: null,
    services: row.services.map((service) => ({
      id: service.id,
      professional: service.employee_id,
      service: service.service_id,
      quantity: service.quantity,
      start: toSalonIso(service.starts_at, zone),
      end: toSalonIso(service.ends_at, zone),
      sale: null,
      saleSum: null,
      predictedSum: service.price,
      refundSum: null,
      prepaymentSum: null,
      prepayment: false,
    })),
    updated: toSalonIso(row.updated_at, zone),
    revision: row.revision,
  };
}

export const presentClient = (row: ClientRow): z.input<typeof rawClient> => ({
  id: row.id,
  phone: row.phone,
  photo: null,
  photo_exists: false,
  bonus: 0,
  email: row.email,
  balance: 0,
  gender: row.gender === 'male' ? 'male' : row.gender === 'female' ? 'female' : null,
  forbiddenOnlineBooking: row.forbidden_online_booking === 1,
  firstname: row.firstname,
  lastname: row.lastname,
});
