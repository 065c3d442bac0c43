/**
 * Books a visit of one or more services, back to back, for the signed-in client, in the
 * booking system's steps: create a draft appointment, add each service with a master at its
 * start, then book it. With "any" master, the masters free at that start are tried in turn,
 * so a slot taken a moment earlier by someone else moves on to the next master.
 *
 * All or nothing: if any step fails, the services added so far are removed and the draft is
 * cancelled, so nothing is kept. Against the embedded backend each added service holds its
 * cells at once (the draft lives at most 15 minutes if this process dies mid-way); against
 * another booking system the guarantee is only as good as its answers to those removals.
 *
 * Caps per client, held here whatever the booking system does: a booking takes one of the
 * client's two leases (`booking-leases.ts`) before its draft and gives it back when it ends,
 * and goes ahead only while the client's upcoming appointments (booked, not yet started),
 * with their other booking under way, are fewer than `maxUpcoming`.
 *
 * A visit is booked once: a booking whose time overlaps one of the client's own booked
 * appointments (with any master), or the time another booking of theirs under way has claimed
 * on its lease, is refused with 409 `overlaps_own`. The time is claimed on the lease before
 * the client's appointments are read, so of two sent at once only one can pass.
 */
import { DateTime } from 'luxon';
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { failure, success, type BookingResult } from '@/lib/booking/result';
import type { Appointment, BookingLocation } from '@/lib/booking/types';
import { chainStarts } from '@/lib/booking/visit-chain';
import { heldMs } from '@/lib/booking/visit-fit';
import { maxBookingsUnderWay, type BookingLeases } from './booking-leases';
import { searchVisit, type VisitItem } from './visit-search';
import { logger } from '@/lib/observability/logger.mjs';

export type BookingRequest = { serviceId: string; employeeId: string | 'any'; start: string };
export type VisitRequest = { items: VisitItem[]; start: string };
export type BookingCaps = { leases: BookingLeases; maxUpcoming: number; now: number };

const maxCandidates = 5;
const slotTaken = (message: string) =>
  failure<never>({ kind: 'rejected', status: 409, code: 'slot_taken', message, field: 'start', attemptsLeft: null });
const refused = (code: 'too_many_drafts' | 'too_many_upcoming', message: string) =>
  failure<never>({ kind: 'rejected', status: 422, code, message, field: null, attemptsLeft: null });

const overlapsOwn = () =>
  failure<never>({
    kind: 'rejected',
    status: 409,
    code: 'overlaps_own',
    message: 'You already have a booking at this time',
    field: 'start',
    attemptsLeft: null,
  });

/** The time (Unix ms) a booked appointment of the client's holds: from its first service's start to its last's end. */
function heldSpan(appointment: Appointment): { start: number; end: number } | null {
  const starts = appointment.services.map((service) => Date.parse(service.start));
  const ends = appointment.services.map((service) => Date.parse(service.end));
  if (starts.length > 0) return { start: Math.min(...starts), end: Math.max(...ends) };
  if (appointment.start === null) return null;
  const start = Date.parse(appointment.start);
  return { start, end: start + 1 };
}

/** The time the visit will hold: from its start to its last service's end, services back to back. */
async function visitSpan(
  client: BookingClient,
  input: VisitRequest,
): Promise<BookingResult<{ start: number; end: number }>> {
  const services = await client.services();
  if (!services.ok) return services;
  const durations = input.items.map(
    (item) => services.value.find((service) => service.id === item.serviceId)?.durationMinutes ?? 0,
  );
  const links = chainStarts(input.start, durations);
  const start = Date.parse(input.start);
  return success({ start, end: Math.max(start + 1, Date.parse(links.at(-1)?.end ?? input.start)) });
}

const isUpcoming = (appointment: Appointment, now: number) =>
  appointment.state === 'booked' && appointment.start !== null && Date.parse(appointment.start) > now;

/** For each service of the visit, its start and the masters to try there, in order. */
async function planVisit(
  client: BookingClient,
  location: BookingLocation,
  input: VisitRequest,
): Promise<BookingResult<{ start: string; masters: string[] }[]>> {
  const [only] = input.items;
  // One service with a named master needs no search: the booking system checks the time itself.
  if (input.items.length === 1 && only && only.employeeId !== 'any')
    return success([{ start: input.start, masters: [only.employeeId] }]);
  const date = DateTime.fromISO(input.start, { zone: location.timeZone }).toISODate()!;
  const search = await searchVisit(client, location, input.items, date);
  if (!search.ok) return search;
  let at = Date.parse(input.start);
  return success(
    search.value.parts.map((part, index) => {
      const item = input.items[index]!;
      const start = at;
      at += heldMs(part.durationMinutes);
      const masters =
        item.employeeId === 'any'
          ? part.free.filter((entry) => entry.starts.includes(start)).map((entry) => entry.employeeId)
          : [item.employeeId];
      return { start: new Date(start).toISOString(), masters };
    }),
  );
}

export async function bookVisit(
  client: BookingClient,
  accessToken: string,
  location: BookingLocation,
  input: VisitRequest,
  caps: BookingCaps,
): Promise<BookingResult<Appointment>> {
  const me = await client.me(accessToken);
  if (!me.ok) return me;
  const lease = await caps.leases.take(me.value.id, caps.now);
  if (!lease) return refused('too_many_drafts', `At most ${maxBookingsUnderWay} bookings can be under way at once`);
  try {
    const span = await visitSpan(client, input);
    if (!span.ok) return span;
    if (!(await caps.leases.claim(lease.id, me.value.id, span.value, caps.now))) return overlapsOwn();
    const own = await client.clientAppointments(me.value.id, accessToken);
    if (!own.ok) return own;
    const overlapping = own.value.some((appointment) => {
      const held = appointment.state === 'booked' ? heldSpan(appointment) : null;
      return held !== null && held.start < span.value.end && held.end > span.value.start;
    });
    if (overlapping) return overlapsOwn();
    const upcoming = own.value.filter((appointment) => isUpcoming(appointment, caps.now)).length;
    if (upcoming + lease.others >= caps.maxUpcoming)
      return refused(
        'too_many_upcoming',
        `You already have ${caps.maxUpcoming} upcoming bookings; call the salon to book more`,
      );
    return await bookPlanned(client, accessToken, location, input, me.value.id);
  } finally {
    await caps.leases.release(lease.id).catch((error: unknown) => {
      // The lease lapses by itself; the booking's own answer stands.
      logger.error({ scope: 'booking', err: error }, 'a booking lease was not released');
    });
  }
}

async function bookPlanned(
  client: BookingClient,
  accessToken: string,
  location: BookingLocation,
  input: VisitRequest,
  clientId: string,
): Promise<BookingResult<Appointment>> {
  const plan = await planVisit(client, location, input);
  if (!plan.ok) return plan;
  if (plan.value.some((link) => link.masters.length === 0)) return slotTaken('No master is free at this time');

  const created = await client.createAppointment({ locationId: location.id, clientId }, accessToken);
  if (!created.ok) return created;
  const appointmentId = created.value.id;
  let latest: Appointment = created.value;
  const undo = async () => {
    for (const service of latest.services) await client.removeService(service.id, accessToken);
    await client.updateAppointment(appointmentId, { state: 'canceled' }, accessToken);
  };

  for (const [index, link] of plan.value.entries()) {
    let added: BookingResult<Appointment> | null = null;
    for (const employeeId of link.masters.slice(0, maxCandidates)) {
      added = await client.addService(
        { appointmentId, serviceId: input.items[index]!.serviceId, employeeId, start: link.start },
        accessToken,
      );
      if (added.ok || added.failure.kind !== 'rejected' || added.failure.code !== 'slot_taken') break;
    }
    if (!added?.ok) {
      await undo();
      return added ?? slotTaken('No master is free at this time');
    }
    latest = added.value;
  }
  const booked = await client.bookAppointment(appointmentId, accessToken);
  if (!booked.ok) await undo();
  return booked;
}

/** Books one service: a visit of one. */
export const bookAppointment = (
  client: BookingClient,
  accessToken: string,
  location: BookingLocation,
  input: BookingRequest,
  caps: BookingCaps,
) =>
  bookVisit(
    client,
    accessToken,
    location,
    { items: [{ serviceId: input.serviceId, employeeId: input.employeeId }], start: input.start },
    caps,
  );
