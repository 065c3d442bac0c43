/**
 * What the booking page reads on the server: the salon's lists and the API's own answers
 * (availability, a visit's days and times), asked in-process with the visitor's headers, so the page meets the same limits
 * and answers as the panel does through the API.
 */
import { headers } from 'next/headers';
import { cache } from 'react';
import { loadBookingRefs } from '@/lib/booking/load-booking-refs';
import { createAppointmentsHandlers } from '@/lib/booking-routes/appointments-handler';
import { createAvailabilityHandler } from '@/lib/booking-routes/availability-handler';
import { createVisitHandlers } from '@/lib/booking-routes/visit-handler';
import type { BookingCategory, BookingEmployee, BookingService } from '@/lib/booking/types';
import type { ListedAppointment } from '../steps/booking-api';
import { pageSession, withAccessCookieOnly } from '@/lib/sessions/page-session';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

/** Headers of the visitor's request that the API reads: the session's cookies and the address. */
const passedOn = ['cookie', 'x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-proto', 'user-agent'];

/**
 * The visitor's request as the API's handlers read it. Its cookies are the access cookie
 * alone: a handler that found it lapsed would otherwise trade the refresh token in, and a
 * render cannot store the new pair (`page-session.ts`).
 */
async function visitorRequest(path: string): Promise<Request> {
  const incoming = await headers();
  const passed = new Headers();
  for (const name of passedOn) {
    const value = incoming.get(name);
    if (value) passed.set(name, value);
  }
  return new Request(new URL(path, getSiteDeps().siteUrl), { headers: withAccessCookieOnly(passed) });
}

/** The visitor's session as the page's own copy of the cookies carries it (signed in, lapsed, signed out). */
export const readPageSession = cache(async () => {
  const client = await getSiteDeps().client();
  const cookie = (await headers()).get('cookie');
  const request = new Request(getSiteDeps().siteUrl, { headers: cookie ? { cookie } : {} });
  return pageSession(request, client.session.tags);
});

export type Asked<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

async function ask<T>(handler: (request: Request) => Promise<Response>, path: string): Promise<Asked<T>> {
  const answer = await handler(await visitorRequest(path));
  const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
  if (answer.ok) return { ok: true, value: body as T };
  return { ok: false, status: answer.status, error: typeof body.error === 'string' ? body.error : 'refused' };
}

export const loadBookingCatalogue = cache(async () => {
  const deps = getSiteDeps();
  const client = await deps.client();
  const [services, categories, employees, location, refs] = await Promise.all([
    client.services(),
    client.categories(),
    client.employees(),
    deps.location(),
    loadBookingRefs(),
  ]);
  return {
    services: services.ok ? services.value : ([] as BookingService[]),
    // Only the service step's groups need them: without them every service is in one group.
    categories: categories.ok ? categories.value : ([] as BookingCategory[]),
    employees: employees.ok ? employees.value : ([] as BookingEmployee[]),
    location,
    refs,
    available: services.ok && location !== null,
  };
});

export type PageCatalogue = Awaited<ReturnType<typeof loadBookingCatalogue>>;

const visitParam = (visit: { serviceId: string; employeeId: string }[]) =>
  visit.map((entry) => `${entry.serviceId}@${entry.employeeId}`).join(',');

/** The signed-in client's appointments, as the API lists them (upcoming, and past or cancelled), once per render. */
export const askMyAppointments = cache(() =>
  ask<{ upcoming: ListedAppointment[]; past: ListedAppointment[]; cancellationHours: number }>(
    createAppointmentsHandlers(getSiteDeps()).list,
    '/api/booking/appointments',
  ),
);

/**
 * The signed-in client's own appointment `id` when it is in `state` (`booked`, `canceled`),
 * else null: a notice about a booking is said from this fact, never from the address alone.
 */
export async function myAppointmentIn(id: string | null, state: 'booked' | 'canceled') {
  if (!id || (await readPageSession()) !== 'signed-in') return null;
  const listed = await askMyAppointments();
  if (!listed.ok) return null;
  return (
    [...listed.value.upcoming, ...listed.value.past].find((item) => item.id === id && item.state === state) ?? null
  );
}

export const askMasters = (serviceId: string) =>
  ask<{ employees: string[] }>(
    createAvailabilityHandler(getSiteDeps()),
    `/api/booking/availability?service=${encodeURIComponent(serviceId)}&employee=any`,
  );

export const askVisitDays = (visit: { serviceId: string; employeeId: string }[], from: string | null) =>
  ask<{ days: { date: string; free: number }[]; lastDay: string }>(
    createVisitHandlers(getSiteDeps()).days,
    `/api/booking/visit-days?visit=${encodeURIComponent(visitParam(visit))}${from ? `&from=${from}` : ''}`,
  );

export const askVisitTimes = (visit: { serviceId: string; employeeId: string }[], date: string) =>
  ask<{ times: { start: string; time: string }[] }>(
    createVisitHandlers(getSiteDeps()).times,
    `/api/booking/visit-times?visit=${encodeURIComponent(visitParam(visit))}&date=${date}`,
  );
