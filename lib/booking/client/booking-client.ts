/**
 * The one client of the salon-management (booking) API. Salon data is read with the
 * site's application token; a client's own data (profile, appointments) with that client's
 * access token. Every answer is parsed into the site's types; every call answers a
 * `BookingResult`. Lists hold only what visitors may see (public, not archived). The salon's
 * settings (the cancellation window), asked with every list of a client's appointments, are
 * kept a minute per client (one per server process), and asked once by callers at the same time.
 */
import {
  rawEmployee,
  rawFeedback,
  rawLocation,
  rawPosition,
  rawService,
  rawServiceCategory,
  rawSettings,
} from '../raw/catalogue';
import { rawAppointment, rawClient, rawCodeSent, rawFreeTime, rawTokens } from '../raw/booking';
import {
  isShownEmployee,
  isShownService,
  toAppointment,
  toCategory,
  toClient,
  toCodeSent,
  toEmployee,
  toFeedback,
  toLocation,
  toPosition,
  toService,
  toSettings,
  toTokens,
  toUtcIso,
} from '../reshape';
import type { BookingResult } from '../result';
import { appointmentForce, type BookingSettings, type FreeTimeQuery, type Registration } from '../types';
import { shareInflight } from '@/lib/content/share-inflight.mjs';
import { createTransport } from './transport';

export type BookingClientOptions = {
  baseUrl: string;
  /** The site's application token for salon data. */
  token: string;
  appId: string;
  dbCode: string;
  timeoutMs: number;
  fetch: typeof fetch;
  /**
   * Where the system ends a sign-in (`POST` with `{refresh_token}`), when it has such an
   * endpoint (the embedded backend's `/auth/logout`); without one, signing out is the site's
   * own record of revoked tokens alone.
   */
  logoutPath?: string;
  /** The clock the kept settings go by (tests move it). */
  now?: () => number;
};

/** How long the salon's settings are kept. */
export const settingsTtlMs = 60_000;

/** Free time is asked in 30-minute steps, whole gaps only, counted from the start of the day. */
export const freeTimeQuery = {
  step: 30,
  gaps_mode: 'none',
  gaps_positions: 'day_start',
  public_employees: true,
} as const;

const map =
  <A, B>(fn: (a: A) => B) =>
  (result: BookingResult<A>): BookingResult<B> =>
    result.ok ? { ok: true, value: fn(result.value) } : result;

export function createBookingClient(options: BookingClientOptions) {
  const { one, list, done } = createTransport(options);
  const app = { token: options.token };
  const now = options.now ?? Date.now;
  let keptSettings: { value: BookingSettings; until: number } | null = null;
  const askSettings = shareInflight(async (): Promise<BookingResult<BookingSettings>> => {
    const answer = await one('/settings', app, rawSettings).then(map(toSettings));
    // Only an answer is kept: after a failure the next caller asks again.
    if (answer.ok) keptSettings = { value: answer.value, until: now() + settingsTtlMs };
    return answer;
  });

  return {
    locations: () => list('location', '/locations', app, rawLocation).then(map((items) => items.map(toLocation))),

    categories: () =>
      list('service category', '/services/categories', app, rawServiceCategory).then(
        map((items) => items.map(toCategory)),
      ),

    category: (id: string) =>
      one(`/services/categories/${encodeURIComponent(id)}`, app, rawServiceCategory).then(map(toCategory)),

    services: () =>
      list('service', '/services', app, rawService).then(map((items) => items.filter(isShownService).map(toService))),

    employees: () =>
      list('employee', '/employees', app, rawEmployee).then(
        map((items) => items.filter(isShownEmployee).map(toEmployee)),
      ),

    positions: () => list('position', '/positions', app, rawPosition).then(map((items) => items.map(toPosition))),

    settings: async (): Promise<BookingResult<BookingSettings>> =>
      keptSettings && keptSettings.until > now() ? { ok: true, value: keptSettings.value } : askSettings(),

    feedbacks: () => list('feedback', '/feedbacks', app, rawFeedback).then(map((items) => items.map(toFeedback))),

    freeTime: (query: FreeTimeQuery) =>
      one(
        '/employees/free_time',
        {
          ...app,
          query: {
            ...freeTimeQuery,
            location: query.locationId,
            services: query.serviceId,
            employees: query.employeeId,
            date: query.date,
          },
        },
        rawFreeTime,
      ).then(map((items) => items.map((item) => ({ employeeId: item.employee, starts: item.slots.map(toUtcIso) })))),

    createAppointment: (input: { locationId: string; clientId: string }, accessToken: string) =>
      one(
        '/appointments',
        {
          method: 'POST',
          token: accessToken,
          body: { location: input.locationId, client: input.clientId, force: appointmentForce },
        },
        rawAppointment,
      ).then(map(toAppointment)),

    addService: (
      input: { appointmentId: string; serviceId: string; employeeId: string; start: string },
      accessToken: string,
    ) =>
      one(
        '/appointments/services',
        {
          method: 'POST',
          token: accessToken,
          body: {
            appointment: input.appointmentId,
            service: input.serviceId,
            professional: input.employeeId,
            start: input.start,
            quantity: 1,
            force: appointmentForce,
          },
        },
        rawAppointment,
      ).then(map(toAppointment)),

    removeService: (appointmentServiceId: string, accessToken: string) =>
      done(`/appointments/services/${encodeURIComponent(appointmentServiceId)}`, {
        method: 'DELETE',
        token: accessToken,
      }),

    updateAppointment: (id: string, changes: { state?: 'canceled'; comment?: string }, accessToken: string) =>
      one(
        `/appointments/${encodeURIComponent(id)}`,
        { method: 'PUT', token: accessToken, body: { ...changes, force: appointmentForce } },
        rawAppointment,
      ).then(map(toAppointment)),

    /** Moves the appointment's services to new starts (and masters), all in one request. */
    moveAppointment: (id: string, services: { id: string; employeeId: string; start: string }[], accessToken: string) =>
      one(
        `/appointments/${encodeURIComponent(id)}`,
        {
          method: 'PUT',
          token: accessToken,
          body: {
            services: services.map((service) => ({
              id: service.id,
              professional: service.employeeId,
              start: service.start,
            })),
            force: appointmentForce,
          },
        },
        rawAppointment,
      ).then(map(toAppointment)),

    bookAppointment: (id: string, accessToken: string) =>
      one(
        `/appointments/${encodeURIComponent(id)}`,
        { method: 'PUT', token: accessToken, body: { state: 'booked', force: appointmentForce } },
        rawAppointment,
      ).then(map(toAppointment)),

    clientAppointments: (clientId: string, accessToken: string) =>
      list('appointment', '/appointments', { token: accessToken, query: { client: clientId } }, rawAppointment).then(
        map((items) => items.map(toAppointment)),
      ),

    sendCode: (phone: string) =>
      one(
        '/auth/client',
        { ...app, query: { app_id: options.appId, db_code: options.dbCode, phone } },
        rawCodeSent,
      ).then(map(toCodeSent)),

    confirmCode: (input: { authId: string; code: string; locationId: string; registration?: Registration }) =>
      one(
        '/auth/client',
        {
          ...app,
          query: {
            auth_id: input.authId,
            code: input.code,
            location: input.locationId,
            firstname: input.registration?.firstName,
            lastname: input.registration?.lastName,
            sex: input.registration ? input.registration.sex : undefined,
            email: input.registration?.email,
          },
        },
        rawTokens,
      ).then(map(toTokens)),

    refresh: (refreshToken: string) =>
      one('/auth/refresh', { ...app, query: { app_id: options.appId, refresh_token: refreshToken } }, rawTokens).then(
        map(toTokens),
      ),

    me: (accessToken: string) => one('/clients/me', { token: accessToken }, rawClient).then(map(toClient)),

    /** Ends the sign-in this refresh token belongs to, where the system can; else nothing to do. */
    signOut: async (refreshToken: string): Promise<BookingResult<null>> =>
      options.logoutPath
        ? done(options.logoutPath, { ...app, method: 'POST', body: { refresh_token: refreshToken } })
        : { ok: true, value: null },
  };
}

export type BookingClient = ReturnType<typeof createBookingClient>;
