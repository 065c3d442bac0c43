/**
 * The booking panels' calls to the site's booking API, typed with the site's booking types.
 * A refusal becomes an `ApiError` carrying what the API said (its code, the field, the
 * attempts left, when to retry), so each step can say what happened.
 */
import type { SiteRefs } from '@/lib/booking/site-refs';
import type {
  Appointment,
  BookingCategory,
  BookingEmployee,
  BookingLocation,
  BookingService,
} from '@/lib/booking/types';
import type { SessionClient } from '@/stores/session-store';
import { panelListPaths, takeEarlyAnswer } from './early-answers';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly details: {
      field?: string;
      attemptsLeft?: number;
      retryAfterSeconds?: number;
      message?: string;
      bookingUrl?: string;
      /** The salon's phone, offered when texts or online booking are refused. */
      salonPhone?: string;
      /** The cap a `too_many_*` refusal is about (e.g. upcoming bookings a client may have). */
      max?: number;
    } = {},
  ) {
    super(`${status} ${code}`);
  }
  get unavailable() {
    return this.status >= 500 || this.status === 0;
  }
}

async function call<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T> {
  let response: Response;
  try {
    // A list asked for early (beside the panel's code) is taken rather than asked again.
    const early = init === undefined ? takeEarlyAnswer(path) : undefined;
    response = await (early ?? fetch(path, {
      method: init?.method ?? 'GET',
      cache: 'no-store',
      headers: init?.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
    }));
  } catch {
    throw new ApiError(0, 'network');
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const retry = Number(response.headers.get('retry-after'));
    throw new ApiError(response.status, typeof body?.error === 'string' ? body.error : 'failed', {
      field: typeof body?.field === 'string' ? body.field : undefined,
      attemptsLeft: typeof body?.attemptsLeft === 'number' ? body.attemptsLeft : undefined,
      retryAfterSeconds: Number.isFinite(retry) && retry > 0 ? retry : undefined,
      message: typeof body?.message === 'string' ? body.message : undefined,
      bookingUrl: typeof body?.bookingUrl === 'string' ? body.bookingUrl : undefined,
      salonPhone: typeof body?.salonPhone === 'string' ? body.salonPhone : undefined,
      max: typeof body?.max === 'number' ? body.max : undefined,
    });
  }
  return body as T;
}

/** A list the API answers `[]` for when the booking system fails: empty means unavailable here. */
async function list<T>(path: string): Promise<T[]> {
  const items = await call<T[]>(path);
  if (!Array.isArray(items) || items.length === 0) throw new ApiError(503, 'booking_unavailable');
  return items;
}

/** `lastDay`: the booking horizon's last day (`lib/booking/booking-horizon.ts`); later days cannot be asked for. */
export type Availability = {
  timeZone: string;
  days: { date: string; free: number }[];
  employees: string[];
  lastDay: string;
};
export type FreeTime = {
  date: string;
  timeZone: string;
  employees: { id: string; times: { start: string; time: string }[] }[];
};
export type VisitTime = {
  start: string;
  time: string;
  end: string;
  services: { service: string; employee: string; start: string; end: string }[];
};
export type VisitTimes = { date: string; timeZone: string; times: VisitTime[] };
export type ListedAppointment = Appointment & { cancellable: boolean };
export type MyAppointments = { cancellationHours: number; upcoming: ListedAppointment[]; past: ListedAppointment[] };

const query = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const bookingApi = {
  services: () => list<BookingService>(panelListPaths.services),
  categories: () => call<BookingCategory[]>(panelListPaths.categories),
  employees: () => list<BookingEmployee>(panelListPaths.employees),
  locations: () => list<BookingLocation>(panelListPaths.locations),
  refs: () => call<SiteRefs>(panelListPaths.refs),
  widget: () => call<{ url: string | null }>(panelListPaths.widget),
  availability: (service: string, employee: string, from?: string) =>
    call<Availability>(`/api/booking/availability?${query({ service, employee, from, days: '14' })}`),
  freeTime: (service: string, employee: string, date: string) =>
    call<FreeTime>(`/api/booking/free-time?${query({ service, employee, date })}`),
  visitDays: (visit: string, from?: string) =>
    call<{ timeZone: string; days: { date: string; free: number }[]; lastDay: string }>(
      `/api/booking/visit-days?${query({ visit, from, days: '14' })}`,
    ),
  visitTimes: (visit: string, date: string) => call<VisitTimes>(`/api/booking/visit-times?${query({ visit, date })}`),
  book: (body: { visit: { service: string; employee: string }[]; start: string }) =>
    call<{ appointment: Appointment }>('/api/booking/appointments', { method: 'POST', body }),
  move: (id: string, start: string) =>
    call<{ appointment: Appointment }>(`/api/booking/appointments/${encodeURIComponent(id)}`, {
      method: 'PUT',
      body: { start },
    }),
  appointments: () => call<MyAppointments>('/api/booking/appointments'),
  cancel: (id: string) =>
    call<{ appointment: Appointment }>(`/api/booking/appointments/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  requestCode: (phone: string) => call<{ sent: true }>('/api/auth/code', { method: 'POST', body: { phone } }),
  confirm: (body: { code: string; firstName?: string; lastName?: string; email?: string }) =>
    call<{ client: SessionClient | null }>('/api/auth/confirm', { method: 'POST', body }),
  widgetToken: () => call<{ token: string }>('/api/auth/widget-token', { method: 'POST' }),
};

/** A visit in the query-string form the visit routes read: `1202@40033,1219@any`. */
export const visitParam = (visit: { serviceId: string; employeeId: string }[]) =>
  visit.map((entry) => `${entry.serviceId}@${entry.employeeId}`).join(',');

/**
 * A visit's days (free starts per day) and one day's starts: a single service asks the
 * per-service routes as before; several ask the visit routes, which fit them back to back.
 */
export const visitApi = {
  days: async (visit: { serviceId: string; employeeId: string }[], from?: string) =>
    visit.length === 1
      ? bookingApi.availability(visit[0]!.serviceId, visit[0]!.employeeId, from)
      : bookingApi.visitDays(visitParam(visit), from),
  times: async (visit: { serviceId: string; employeeId: string }[], date: string) => {
    if (visit.length !== 1) return (await bookingApi.visitTimes(visitParam(visit), date)).times;
    const free = await bookingApi.freeTime(visit[0]!.serviceId, visit[0]!.employeeId, date);
    const byStart = new Map<string, { start: string; time: string }>();
    for (const employee of free.employees) for (const time of employee.times) byStart.set(time.start, time);
    return [...byStart.values()].sort((a, b) => a.start.localeCompare(b.start));
  },
};

/** The appointment's `.ics`, worded in the interface's language. */
export const calendarHref = (appointmentId: string, locale: string) =>
  `/api/booking/appointments/${encodeURIComponent(appointmentId)}/calendar${locale === 'en' ? '' : `?lang=${encodeURIComponent(locale)}`}`;
