/**
 * The embedded backend's appointments, all on behalf of the client whose access token
 * comes with the request: create a draft, add or remove a service, book or cancel it,
 * move it to other times (`services` in a `PUT`), list one's own. Cancelling and moving are
 * refused inside the salon's cancellation window, and are judged on the appointment as read
 * here: if it changed before the write (another move, a cancel), the write does nothing and
 * answers 409 `appointment_changed`. A client has at most two drafts under way and
 * `maxUpcomingAppointments` booked appointments to come (422 `too_many_drafts`,
 * `too_many_upcoming`).
 */
import { queryFields } from '@/lib/validation/query-fields';
import { maxDrafts, maxServicesPerAppointment, type CapReason, type ServiceMove } from '../booking-store';
import { cellsOf, planDay, startProblem, type StartProblem } from '../day-plan';
import { salonWallClock } from '../../salon-time';
import type { BackendContext } from './context';
import {
  addServiceBody,
  createAppointmentBody,
  listAppointmentsQuery,
  moveServicesBody,
  serviceMoveEntry,
  updateAppointmentBody,
} from './appointment-input';
import { apiError, bearer, intId, invalid, json, notFound, parseInput, readBody } from './http';
import { presentAppointment, presentClient } from './present';

const problemMessages: Record<StartProblem, string> = {
  past: 'This time has already passed',
  off_grid: 'Appointments start on the half hour',
  outside_schedule: 'The master does not work at this time',
  crosses_break: "The service would run into the master's break",
  too_short: 'There is not enough time left in the working day for this service',
};
const problemCodes: Record<StartProblem, string> = {
  past: 'slot_in_past',
  off_grid: 'slot_off_grid',
  outside_schedule: 'outside_schedule',
  crosses_break: 'crosses_break',
  too_short: 'too_short_for_service',
};

async function signedInClient(ctx: BackendContext, request: Request) {
  const token = bearer(request);
  const clientId = token ? await ctx.clients.clientFor(token, 'access', ctx.now()) : null;
  return clientId ? ctx.clients.byId(clientId) : undefined;
}

const unauthorized = () => apiError(401, 'unauthorized', 'Sign in again');

async function ownAppointment(ctx: BackendContext, clientId: number, id: number | null) {
  const appointment = id ? await ctx.bookings.appointment(id) : undefined;
  return appointment && appointment.client_id === clientId ? appointment : undefined;
}

async function answerAppointment(ctx: BackendContext, id: number, firstName: string | null, status = 200) {
  const appointment = (await ctx.bookings.appointment(id))!;
  const location = await ctx.catalogue.location(appointment.location_id);
  return json(presentAppointment(appointment, location?.timezone ?? 'Europe/London', firstName), status);
}

export async function createAppointment(ctx: BackendContext, request: Request) {
  const client = await signedInClient(ctx, request);
  if (!client) return unauthorized();
  const body = await readBody(request);
  if (!body) return invalid('body', 'A JSON object is required');
  const input = parseInput(createAppointmentBody, body);
  if (input instanceof Response) return input;
  const { location: locationId } = input;
  if (input.client !== undefined && input.client !== null && String(input.client) !== String(client.id)) {
    return apiError(403, 'forbidden', 'Appointments can only be made for oneself', { field: 'client' });
  }
  if (client.forbidden_online_booking === 1)
    return apiError(403, 'online_booking_forbidden', 'Please call the salon to book');
  if (!(await ctx.catalogue.location(locationId))) return notFound('location');
  const draft = await ctx.bookings.createDraft({ locationId, clientId: client.id, now: ctx.now() });
  if (!draft.ok) return capRefusal(ctx, draft.reason);
  return answerAppointment(ctx, draft.id, client.firstname, 201);
}

export async function addService(ctx: BackendContext, request: Request) {
  const client = await signedInClient(ctx, request);
  if (!client) return unauthorized();
  const body = await readBody(request);
  if (!body) return invalid('body', 'A JSON object is required');
  const now = ctx.now();
  const appointment = await ownAppointment(ctx, client.id, intId(body.appointment));
  if (!appointment) return notFound('appointment');
  if (appointment.state === 'canceled') return canceled();
  const input = parseInput(addServiceBody, body);
  if (input instanceof Response) return input;

  const service = await ctx.catalogue.service(input.service);
  if (!service || service.public !== 1 || service.archive === 1) return notFound('service');
  const employeeId = input.professional;
  const location = (await ctx.catalogue.location(appointment.location_id))!;
  if (!(await ctx.catalogue.employeesForService(service.id, location.id)).includes(employeeId)) {
    return apiError(422, 'employee_not_for_service', 'This employee does not take this service here', {
      field: 'professional',
    });
  }
  const instant = input.start;
  const problem = await scheduleProblem(ctx, employeeId, location, instant, service.duration, now);
  if (problem) return apiError(422, problemCodes[problem], problemMessages[problem], { field: 'start' });

  const price =
    (await ctx.catalogue.prices()).find((row) => row.service_id === service.id && row.location_id === location.id)
      ?.price ?? null;
  const added = await ctx.bookings.addService({
    appointmentId: appointment.id,
    serviceId: service.id,
    employeeId,
    start: instant,
    end: instant + service.duration * 60_000,
    cells: cellsOf(instant, service.duration),
    price,
    now,
  });
  if (!added.ok) {
    if (added.reason === 'canceled') return canceled();
    if (added.reason === 'too_many_services')
      return apiError(422, 'too_many_services', `An appointment has at most ${maxServicesPerAppointment} services`);
    return apiError(409, 'slot_taken', 'This time has just been booked by someone else', { field: 'start' });
  }
  return answerAppointment(ctx, appointment.id, client.firstname, 201);
}

export async function removeService(ctx: BackendContext, request: Request, id: string) {
  const client = await signedInClient(ctx, request);
  if (!client) return unauthorized();
  const serviceRowId = intId(id);
  const row = serviceRowId ? await ctx.bookings.appointmentService(serviceRowId) : undefined;
  if (!row || row.client_id !== client.id) return notFound('appointment service');
  await ctx.bookings.removeService(row.id, row.appointment_id);
  return new Response(null, { status: 204 });
}

export async function updateAppointment(ctx: BackendContext, request: Request, id: string) {
  const client = await signedInClient(ctx, request);
  if (!client) return unauthorized();
  const body = await readBody(request);
  if (!body) return invalid('body', 'A JSON object is required');
  const appointment = await ownAppointment(ctx, client.id, intId(id));
  if (!appointment) return notFound('appointment');
  const input = parseInput(updateAppointmentBody, body);
  if (input instanceof Response) return input;
  const { state } = input;
  const now = ctx.now();
  if (input.services !== undefined) {
    const refused = await moveAppointment(ctx, appointment, input.services);
    if (refused) return refused;
  }
  if (state === 'booked') {
    if (appointment.state === 'canceled') return canceled();
    const booked = await ctx.bookings.book(appointment.id, client.id, now);
    if (!booked.ok) {
      if (booked.reason === 'canceled') return canceled();
      if (booked.reason === 'no_services') return apiError(422, 'no_services', 'Add a service before booking');
      return capRefusal(ctx, booked.reason);
    }
  }
  if (state === 'canceled' && appointment.state !== 'canceled') {
    const hours = await cancellationHours(ctx);
    const starts = Math.min(...appointment.services.map((service) => service.starts_at));
    if (appointment.state === 'booked' && starts - now < hours * 3_600_000) return outsideWindow(hours);
    const cancelled = await ctx.bookings.cancel(appointment, now);
    if (!cancelled.ok) return changed();
    // A cancelled draft is gone: the answer is the appointment as it was, cancelled.
    const after = await ctx.bookings.appointment(appointment.id);
    const location = await ctx.catalogue.location(appointment.location_id);
    return json(
      presentAppointment(
        after ?? { ...appointment, state: 'canceled', updated_at: now },
        location?.timezone ?? 'Europe/London',
        client.firstname,
      ),
    );
  }
  return answerAppointment(ctx, appointment.id, client.firstname);
}

const canceled = () => apiError(409, 'appointment_canceled', 'This appointment was cancelled');
const changed = () =>
  apiError(409, 'appointment_changed', 'This appointment was changed or cancelled meanwhile; look at it again');

/** A client's cap refused a new draft or a booking. */
function capRefusal(ctx: BackendContext, reason: CapReason) {
  return reason === 'too_many_drafts'
    ? apiError(422, 'too_many_drafts', `At most ${maxDrafts} bookings can be under way at once`)
    : apiError(
        422,
        'too_many_upcoming',
        `You already have ${ctx.maxUpcomingAppointments} upcoming bookings; call the salon to book more`,
      );
}

async function cancellationHours(ctx: BackendContext) {
  const settings = await ctx.catalogue.settings();
  return Number(
    (settings.client_module as { cancel_appointment_hours?: number } | undefined)?.cancel_appointment_hours ?? 48,
  );
}

const outsideWindow = (hours: number) =>
  apiError(422, 'cancellation_window', `Bookings can be changed online up to ${hours} hours before they start`);

type OwnAppointment = NonNullable<Awaited<ReturnType<typeof ownAppointment>>>;

/**
 * `PUT /appointments/{id}` with `services: [{id, professional?, start}]`: every service
 * named moves to its new start (and master) at once, or none does. Each new time is checked
 * against the master's day as a new booking is; the cells change hands in one transaction.
 */
async function moveAppointment(ctx: BackendContext, appointment: OwnAppointment, services: unknown) {
  if (appointment.state !== 'booked') return apiError(409, 'not_booked', 'Only a booked appointment can be moved');
  const now = ctx.now();
  const hours = await cancellationHours(ctx);
  const starts = Math.min(...appointment.services.map((service) => service.starts_at));
  if (starts - now < hours * 3_600_000) return outsideWindow(hours);
  const asked = parseInput(moveServicesBody(appointment.services.length), { services });
  if (asked instanceof Response) return asked;
  const location = (await ctx.catalogue.location(appointment.location_id))!;
  const moves: ServiceMove[] = [];
  for (const item of asked.services) {
    const row = appointment.services.find((service) => String(service.id) === String(item.id));
    if (!row || moves.some((move) => move.id === row.id))
      return invalid('services', 'Each service of this appointment, once');
    const entry = parseInput(serviceMoveEntry, item);
    if (entry instanceof Response) return entry;
    const employeeId = entry.professional ?? row.employee_id;
    const service = await ctx.catalogue.service(row.service_id);
    if (!service) return notFound('service');
    if (!(await ctx.catalogue.employeesForService(service.id, location.id)).includes(employeeId)) {
      return apiError(422, 'employee_not_for_service', 'This employee does not take this service here', {
        field: 'professional',
      });
    }
    const instant = entry.start;
    const problem = await scheduleProblem(ctx, employeeId, location, instant, service.duration, now);
    if (problem) return apiError(422, problemCodes[problem], problemMessages[problem], { field: 'start' });
    moves.push({
      id: row.id,
      employeeId,
      start: instant,
      end: instant + service.duration * 60_000,
      cells: cellsOf(instant, service.duration),
    });
  }
  const moved = await ctx.bookings.moveServices(appointment, moves, now);
  if (!moved.ok && moved.reason === 'changed') return changed();
  if (!moved.ok)
    return apiError(409, 'slot_taken', 'This time has just been booked by someone else', { field: 'start' });
  return null;
}

async function scheduleProblem(
  ctx: BackendContext,
  employeeId: string,
  location: { id: number; timezone: string },
  instant: number,
  duration: number,
  now: number,
) {
  const wall = salonWallClock(instant, location.timezone);
  const plan = planDay(
    await ctx.catalogue.schedule(employeeId, location.id, wall.weekday),
    wall.date,
    location.timezone,
  );
  return startProblem(plan, instant, duration, now);
}

export async function listAppointments(ctx: BackendContext, request: Request, query: URLSearchParams) {
  const client = await signedInClient(ctx, request);
  if (!client) return unauthorized();
  const input = parseInput(listAppointmentsQuery, queryFields(query));
  if (input instanceof Response) return input;
  if (input.client !== String(client.id)) return apiError(403, 'forbidden', 'Only your own appointments');
  const rows = (await ctx.bookings.clientAppointments(client.id)).filter((row) => row.state !== 'draft');
  const zones = new Map((await ctx.catalogue.locations()).map((row) => [row.id, row.timezone]));
  return json(
    rows.map((row) => presentAppointment(row, zones.get(row.location_id) ?? 'Europe/London', client.firstname)),
  );
}

export async function me(ctx: BackendContext, request: Request) {
  const client = await signedInClient(ctx, request);
  if (!client) return unauthorized();
  return json(presentClient(client));
}
