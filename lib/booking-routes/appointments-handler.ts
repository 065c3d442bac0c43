/**
 * The signed-in client's appointments: `POST /api/booking/appointments` books one (a visit
 * of one or more services, back to back), `GET` lists them (upcoming and past),
 * `DELETE /api/booking/appointments/{id}` cancels one of their own and `PUT` moves it to
 * another start, each no later than the salon's cancellation window (48 hours) before it starts.
 * Booking is refused (422) past `MAX_UPCOMING_APPOINTMENTS` upcoming appointments
 * (`too_many_upcoming`, with `max`) or with two bookings of the client's already under way
 * (`too_many_drafts`); a move of an appointment no longer booked is 409 `appointment_changed`.
 * The session is read through `session-guard.ts` (refused cookies counted per address; the
 * list counted as a read per session and per address), and every answer is private, never
 * kept by a cache.
 */
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { failure, success, type BookingResult } from '@/lib/booking/result';
import type { Appointment } from '@/lib/booking/types';
import { getConfig } from '@/lib/config';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { invalidField, problem, readJsonObject } from '@/lib/http/json-problem';
import { parseInput } from '@/lib/http/parse-input';
import { bookVisit } from './book-appointment';
import { createBookingLeases } from './booking-leases';
import { asChanged, changedMeanwhile, moveVisit } from './move-appointment';
import { bookBodySchema, moveBodySchema } from './appointment-bodies';
import { failureResponse } from '@/lib/site-api/failure-response';
import { idPattern } from '@/lib/site-api/id-pattern';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { createSessionGuard, type GuardedCall } from '@/lib/auth/session-guard';
import { privateAnswer, withCookies } from '@/lib/sessions/session-cookies';

export const cancellable = (appointment: Appointment, hours: number, now: number) =>
  appointment.state === 'booked' &&
  appointment.start !== null &&
  Date.parse(appointment.start) - now >= hours * 3_600_000;

/** The refusal for an appointment id that is not the signed-in client's (or does not exist): the same 404 either way. */
export const notYourAppointment = <T>(): BookingResult<T> =>
  failure({
    kind: 'rejected',
    status: 404,
    code: 'not_found',
    message: 'No such appointment of yours',
    field: 'id',
    attemptsLeft: null,
  });

export async function ownAppointments(
  client: BookingClient,
  token: string,
): Promise<BookingResult<{ items: Appointment[]; hours: number }>> {
  const me = await client.me(token);
  if (!me.ok) return me;
  const [appointments, settings] = await Promise.all([
    client.clientAppointments(me.value.id, token),
    client.settings(),
  ]);
  if (!appointments.ok) return appointments;
  if (!settings.ok) return settings;
  return success({ items: appointments.value, hours: settings.value.cancellationHours });
}

export function createAppointmentsHandlers(deps: SiteDeps, options: { maxUpcomingAppointments?: number } = {}) {
  const maxUpcoming = options.maxUpcomingAppointments ?? getConfig().maxUpcomingAppointments;

  const guard = createSessionGuard(deps);

  function answer<T>(session: GuardedCall<T>, ok: (value: T) => Response): Response {
    return withCookies(privateAnswer(answerFor(session, ok)), session.cookies);
  }

  function answerFor<T>(session: GuardedCall<T>, ok: (value: T) => Response): Response {
    if (!session.signedIn) return 'limited' in session ? session.limited : problem(401, 'unauthorized');
    if (session.result.ok) return ok(session.result.value);
    const { failure } = session.result;
    // The cap is said with its figure, so the panel can word it.
    if (failure.kind === 'rejected' && failure.code === 'too_many_upcoming')
      return problem(422, failure.code, { message: failure.message, max: maxUpcoming });
    return failureResponse(failure);
  }

  async function book(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const input = parseInput(bookBodySchema(body), body);
    if (input instanceof Response) return input;
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const client = await deps.client();
    const caps = { leases: createBookingLeases(await deps.db()), maxUpcoming, now: deps.now() };
    const session = await guard.asClient(request, client, (token) => bookVisit(client, token, location, input, caps));
    return answer(session, (appointment) => Response.json({ appointment }, { status: 201 }));
  }

  async function list(request: Request): Promise<Response> {
    const client = await deps.client();
    const session = await guard.asClient(request, client, (token) => ownAppointments(client, token), { read: true });
    const now = deps.now();
    return answer(session, ({ items, hours }) => {
      const shown = items
        .filter((item) => item.state !== 'draft')
        .map((item) => ({ ...item, cancellable: cancellable(item, hours, now) }));
      const isUpcoming = (item: Appointment) =>
        item.state !== 'canceled' && item.start !== null && Date.parse(item.start) >= now;
      return Response.json({
        cancellationHours: hours,
        upcoming: shown.filter(isUpcoming).sort((a, b) => (a.start ?? '').localeCompare(b.start ?? '')),
        past: shown.filter((item) => !isUpcoming(item)).sort((a, b) => (b.start ?? '').localeCompare(a.start ?? '')),
      });
    });
  }

  async function cancel(request: Request, id: string): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    if (!idPattern.test(id)) return invalidField('id', 'An appointment id is required');
    const client = await deps.client();
    const now = deps.now();
    const session = await guard.asClient(request, client, async (token): Promise<BookingResult<Appointment>> => {
      const own = await ownAppointments(client, token);
      if (!own.ok) return own;
      const appointment = own.value.items.find((item) => item.id === id);
      if (!appointment) return notYourAppointment();
      if (appointment.state === 'canceled') return success(appointment);
      if (!cancellable(appointment, own.value.hours, now)) {
        return failure({
          kind: 'rejected',
          status: 422,
          code: 'cancellation_window',
          message: `Bookings can be cancelled online up to ${own.value.hours} hours before they start`,
          field: null,
          attemptsLeft: null,
        });
      }
      return asChanged(await client.updateAppointment(id, { state: 'canceled' }, token));
    });
    return answer(session, (appointment) => Response.json({ appointment }));
  }

  async function move(request: Request, id: string): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    if (!idPattern.test(id)) return invalidField('id', 'An appointment id is required');
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const input = parseInput(moveBodySchema, body);
    if (input instanceof Response) return input;
    const { start } = input;
    const client = await deps.client();
    const now = deps.now();
    const session = await guard.asClient(request, client, async (token): Promise<BookingResult<Appointment>> => {
      const own = await ownAppointments(client, token);
      if (!own.ok) return own;
      const appointment = own.value.items.find((item) => item.id === id);
      if (!appointment) return notYourAppointment();
      // Cancelled meanwhile (in another window, or by the salon): not the visitor's mistake.
      if (appointment.state !== 'booked') return changedMeanwhile();
      if (!cancellable(appointment, own.value.hours, now)) {
        return failure({
          kind: 'rejected',
          status: 422,
          code: 'cancellation_window',
          message: `Bookings can be moved online up to ${own.value.hours} hours before they start`,
          field: null,
          attemptsLeft: null,
        });
      }
      return moveVisit(client, token, appointment, start);
    });
    return answer(session, (appointment) => Response.json({ appointment }));
  }

  return { book, list, cancel, move };
}
