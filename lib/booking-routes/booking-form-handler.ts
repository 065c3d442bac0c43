/**
 * The booking page's forms, for a browser without JavaScript: `POST /api/booking/page/code`,
 * `.../confirm`, `.../book`, `.../refresh`, `.../cancel` and `.../move` with form fields. Each form is handed, as JSON,
 * to the very handler the API's route runs (so the same Origin check, limits, answers and
 * httpOnly session cookies), and its answer becomes a 303: to the next step's address, or
 * back to the step with the refusal named (`error`, and `field`, `left`, `wait`, `max` when
 * the answer has them). The code and the phone never go into an address.
 *
 * Every form carries `step`, the address of the step it was on (`/book/?...` or
 * `/ua/book/?...`, or My bookings, `/book/?mine`); one that names no step of the page is
 * refused with 400.
 *
 * The session's cookies are written for the booking page as well as the API
 * (`session-cookies.ts`), so the page reads the session itself: a sign-in goes back to the
 * step it came from, which now finds the visitor signed in. `refresh` is for a page whose
 * access cookie has lapsed while its refresh cookie has not: a server-rendered page cannot
 * set cookies, so the refresh (and its new cookies) is this form's, through the API's own
 * refresh handler, and the visitor is sent back to the step. `cancel` (from My bookings,
 * with the booking's `id`) cancels through the API's own handler, which keeps its window and
 * its check that the booking is the visitor's, and goes back to My bookings with `cancelled`.
 * `move` (`id`, the new `start`, and the `day` looked at) moves through the API's own handler
 * and goes back with `moved`; refused (the time taken meanwhile), back to the move's step on
 * the same day, with the refusal named.
 *
 * `book` (the review step's form) carries a one-time `token` the page drew for it: the first
 * sending books; the same form sent again (a double click, a resubmission) books nothing and
 * goes to the first's booking (`done`), or to My bookings while the first is still under way.
 * `signout` ends the session through the API's own sign-out handler (which checks the Origin
 * and clears every cookie of the session) and goes back to the step with `signedout`.
 *
 * A new client's code is typed once: when `confirm` learns that the phone has no client yet
 * (the code was found right), it keeps the code in an httpOnly cookie of the form actions'
 * own path for the sign-in's ten minutes, and the name form that follows (which has no code
 * field then) is confirmed with it; a sign-in that ends either way clears it.
 */
import { bookingPagePath, myBookingsQuery } from '@/lib/booking/booking-paths';
import { isDay, readFlowAddress, flowSearch, type FlowAddress } from '@/lib/booking/flow/flow-address';
import { flowVisit } from '@/lib/booking/flow/visit-basket';
import type { BookingRefs } from '@/lib/booking/site-refs';
import type { BookingFormTokens } from './booking-leases';
import { invalidField, maxJsonBodyBytes, bodyTooLarge } from '@/lib/http/json-problem';
import { readLimitedBody } from '@/lib/http/read-limited-body';
import { localisedPath } from '@/lib/i18n/locale-href';
import { locales } from '@/lib/i18n/routing';
import { cookie, expiredCookie, isSecureRequest, readCookieValues, cookieName } from '@/lib/sessions/session-cookies';

/** The cookie a new client's code waits in while they give their name, on the form actions' path only. */
export const keptCodeCookie = 'bs_kept_code';
const keptCodePath = '/api/booking/page/';
/** A sign-in code's life: the code is no use after it. */
const keptCodeSeconds = 10 * 60;
const codePattern = /^\d{4,8}$/;

type Handler = (request: Request) => Promise<Response>;
export type BookingFormHandlers = {
  code: Handler;
  confirm: Handler;
  book: Handler;
  refresh: Handler;
  cancel: (request: Request, id: string) => Promise<Response>;
  move: (request: Request, id: string) => Promise<Response>;
  signOut: Handler;
};

const stepPaths = new Set(locales.map((locale) => localisedPath(locale, bookingPagePath)));

/** A step of the booking page: its path (the locale's), the flow, and whether it is My bookings. */
export type FormStep = { path: string; address: FlowAddress; mine: boolean };

/** The step a form was sent from, or null when it is none of the booking page's. */
export function readStep(value: string | null): FormStep | null {
  if (!value || !value.startsWith('/')) return null;
  const url = new URL(value, 'http://step.invalid');
  if (url.origin !== 'http://step.invalid' || !stepPaths.has(url.pathname)) return null;
  const address = readFlowAddress(url.searchParams);
  return address ? { path: url.pathname, address, mine: url.searchParams.has(myBookingsQuery) } : null;
}

const seeOther = (location: string, cookies: string[] = []) => {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
};

/** The API's answer to the step's address: the refusal's code and figures as query fields. */
async function refusalQuery(answer: Response): Promise<Record<string, string>> {
  const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
  const query: Record<string, string> = {
    error: typeof body.error === 'string' ? body.error : 'refused',
    status: String(answer.status),
  };
  if (typeof body.field === 'string') query.field = body.field;
  if (typeof body.attemptsLeft === 'number') query.left = String(body.attemptsLeft);
  if (typeof body.retryAfterSeconds === 'number') query.wait = String(body.retryAfterSeconds);
  if (typeof body.max === 'number') query.max = String(body.max);
  return query;
}

/** The step's address, with `extra` fields; My bookings is `?mine` whatever visit the form had. */
const stepHref = ({ path, address, mine }: FormStep, extra: Record<string, string> = {}) => {
  const search = new URLSearchParams(mine ? '' : flowSearch(address));
  for (const [name, value] of Object.entries(extra)) search.set(name, value);
  const fields = search.toString();
  if (mine) return `${path}?${myBookingsQuery}${fields ? `&${fields}` : ''}`;
  return `${path}?${fields}`;
};

/** The form's fields as the API's JSON request, with the visitor's headers (Origin, cookies, address). */
function asJsonRequest(request: Request, body: Record<string, unknown>): Request {
  const headers = new Headers(request.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Request(request.url, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** A review form's one-time token: a random UUID the page drew for that form. */
const formTokenPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createBookingFormHandlers(
  api: BookingFormHandlers,
  loadRefs: () => Promise<BookingRefs>,
  formTokens: () => Promise<BookingFormTokens>,
  now: () => number = Date.now,
) {
  async function readForm(request: Request) {
    const body = await readLimitedBody(request, maxJsonBodyBytes);
    if (!body.ok) return bodyTooLarge(maxJsonBodyBytes);
    const fields = new URLSearchParams(body.text);
    const step = readStep(fields.get('step'));
    if (!step) return invalidField('step', 'The form names no step of the booking page');
    return { fields, step };
  }
  const text = (fields: URLSearchParams, name: string) => fields.get(name)?.trim() ?? '';

  async function code(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const answer = await api.code(asJsonRequest(request, { phone: text(form.fields, 'phone') }));
    const cookies = answer.headers.getSetCookie();
    if (answer.ok) return seeOther(stepHref(form.step, { signin: 'code' }), cookies);
    return seeOther(stepHref(form.step, await refusalQuery(answer)), cookies);
  }

  async function confirm(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const registering = form.fields.has('firstName');
    const secure = isSecureRequest(request);
    const kept = readCookieValues(request, cookieName(keptCodeCookie, secure)).find((value) => codePattern.test(value));
    const typed = text(form.fields, 'code');
    const body: Record<string, unknown> = { code: typed || (registering ? (kept ?? '') : '') };
    if (registering) {
      body.firstName = text(form.fields, 'firstName');
      body.lastName = text(form.fields, 'lastName');
      if (text(form.fields, 'email')) body.email = text(form.fields, 'email');
    }
    const answer = await api.confirm(asJsonRequest(request, body));
    const cookies = answer.headers.getSetCookie();
    const forget = expiredCookie(keptCodeCookie, secure, keptCodePath);
    if (answer.ok) return seeOther(stepHref(form.step), [...cookies, forget]);
    const refusal = await refusalQuery(answer);
    // A sign-in that is over (expired, used up) starts again from the phone number.
    const phase = refusal.error === 'registration_required' || registering ? 'register' : 'code';
    const over = refusal.error === 'code_expired' || refusal.error === 'too_many_wrong_codes' || refusal.left === '0';
    const query = refusal.error === 'registration_required' ? { signin: phase } : { ...refusal, signin: phase };
    // The code was right and only the name is missing: kept, so the name form need not ask for it again.
    const keep =
      refusal.error === 'registration_required' && codePattern.test(String(body.code))
        ? cookie(keptCodeCookie, String(body.code), keptCodeSeconds, secure, keptCodePath)
        : null;
    // A refusal of the code itself (wrong, expired) drops the kept one: the form asks for it again.
    const after = keep ?? (refusal.field === 'code' || refusal.error === 'wrong_code' || over ? forget : null);
    return seeOther(stepHref(form.step, over ? refusal : query), after ? [...cookies, after] : cookies);
  }

  async function book(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const visit = flowVisit(form.step.address, await loadRefs());
    if (!form.step.address.at || visit.length === 0 || visit.some((entry) => entry.employeeId === null))
      return invalidField('step', 'The visit has no time chosen yet');
    const token = text(form.fields, 'token');
    if (!formTokenPattern.test(token)) return invalidField('token', 'The form has no one-time token');
    const tokens = await formTokens();
    const use = await tokens.redeem(token, now());
    // Sent again: nothing is booked twice; the first sending's booking is shown (My bookings while it is still under way).
    if (!use.first)
      return seeOther(
        use.appointmentId === null
          ? stepHref({ ...form.step, mine: true })
          : stepHref(form.step, { done: use.appointmentId }),
      );
    let bookedId: string | null = null;
    try {
      const answer = await api.book(
        asJsonRequest(request, {
          visit: visit.map((entry) => ({ service: entry.serviceId, employee: entry.employeeId })),
          start: form.step.address.at,
        }),
      );
      const cookies = answer.headers.getSetCookie();
      if (answer.status === 201) {
        const { appointment } = (await answer.json()) as { appointment: { id: string } };
        bookedId = appointment.id;
        return seeOther(stepHref(form.step, { done: appointment.id }), cookies);
      }
      return seeOther(stepHref(form.step, await refusalQuery(answer)), cookies);
    } finally {
      await tokens.settle(token, bookedId);
    }
  }

  async function refresh(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const answer = await api.refresh(asJsonRequest(request, {}));
    const cookies = answer.headers.getSetCookie();
    if (answer.ok) return seeOther(stepHref(form.step), cookies);
    return seeOther(stepHref(form.step, await refusalQuery(answer)), cookies);
  }

  /**
   * A change to one visit of My bookings (the form's `id`), made by the API's handler: back to
   * My bookings with `done=<id>`, or with the refusal and the fields `back` names.
   */
  async function changeVisit(
    request: Request,
    change: (fields: URLSearchParams, id: string) => Promise<Response>,
    done: string,
    back: (fields: URLSearchParams, id: string) => Record<string, string> = () => ({}),
  ): Promise<Response> {
    const form = await readForm(request);
    if (form instanceof Response) return form;
    if (!form.step.mine) return invalidField('step', 'A booking is changed from My bookings');
    const id = text(form.fields, 'id');
    const answer = await change(form.fields, id);
    const cookies = answer.headers.getSetCookie();
    if (answer.ok) return seeOther(stepHref(form.step, { [done]: id }), cookies);
    return seeOther(stepHref(form.step, { ...back(form.fields, id), ...(await refusalQuery(answer)) }), cookies);
  }

  const cancel = (request: Request) =>
    changeVisit(request, (_, id) => api.cancel(asJsonRequest(request, {}), id), 'cancelled');

  // A refused move goes back to its own step, on the day that was looked at.
  const move = (request: Request) =>
    changeVisit(
      request,
      (fields, id) => api.move(asJsonRequest(request, { start: text(fields, 'start') }), id),
      'moved',
      (fields, id): Record<string, string> => {
        const day = text(fields, 'day');
        return isDay(day) ? { move: id, day } : { move: id };
      },
    );

  // Signing out: the API's own handler ends the session and clears every cookie of it; back to the step, signed out.
  async function signout(request: Request): Promise<Response> {
    const form = await readForm(request);
    if (form instanceof Response) return form;
    const answer = await api.signOut(asJsonRequest(request, {}));
    const cookies = answer.headers.getSetCookie();
    if (answer.ok) return seeOther(stepHref(form.step, { signedout: '1' }), cookies);
    return seeOther(stepHref(form.step, await refusalQuery(answer)), cookies);
  }

  return { code, confirm, book, refresh, cancel, move, signout };
}
