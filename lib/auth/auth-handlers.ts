/**
 * The site's phone sign-in: `POST /api/auth/code` sends a code (within the limits of
 * `sign-in-limits.ts`), `POST /api/auth/confirm` checks it (five wrong codes end the
 * sign-in, ten in a day pause the phone, thirty tries an hour pause the address) and signs the visitor in, registering a new client
 * with the details given; `refresh`, `sign-out` (which revokes the refresh token on the
 * server) and `me` manage the session. A wrong, an
 * expired and a used code are answered alike whether or not the phone has an account.
 * Every route that changes state checks the request's origin; tokens travel only in
 * httpOnly cookies.
 */
import { z } from 'zod';
import { failureResponse } from '@/lib/booking/site/failure-response';
import type { SiteDeps } from '@/lib/booking/site/site-deps';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { databaseUnavailable } from '@/lib/http/database-outage';
import { clientIp } from '@/lib/http/client-ip';
import { invalidField, problem, readJsonObject } from '@/lib/http/json-problem';
import { e164PhoneSchema } from '@/lib/phone/phone-number';
import { phoneErrorKey } from '@/lib/phone/phone-schema';
import { asClient } from './client-session';
import { publicClient } from './public-client';
import {
  clearedSessionCookies,
  cookie,
  expiredCookie,
  isSecureRequest,
  readCookies,
  refreshCookie,
  sessionCookies,
  signInCookie,
  withCookies,
} from './session-cookies';
import { createSignInLimits, type SignInRefusal } from './sign-in-limits';
import { createSignInStore, signInSeconds } from './sign-in-store';

const registrationSchema = z.object({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
  email: z.union([z.email().max(120), z.literal('')]).optional(),
});

export function createAuthHandlers(deps: SiteDeps) {
  const limits = createSignInLimits(deps);
  const refused = ({ error, retryAfterSeconds }: SignInRefusal) =>
    problem(429, error, { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });
  // An expired, a used and an unknown sign-in get the backend's answer to a dead code: none says anything about the phone.
  const codeExpired = (secure: boolean) =>
    withCookies(problem(410, 'code_expired'), [expiredCookie(signInCookie, secure)]);

  async function requestCode(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    // No way to deliver a code: say so (and where to book instead) rather than "sent".
    if (!deps.textSignIn.available) {
      return problem(503, 'sign_in_unavailable', { bookingUrl: deps.textSignIn.bookingUrl });
    }
    const phone = e164PhoneSchema.safeParse(body.phone);
    if (!phone.success)
      return invalidField('phone', 'Incorrect phone number entered', { messageKey: `Phone.${phoneErrorKey}` });
    const refusal = await limits.sendCode(phone.data, clientIp(request.headers));
    if (refusal) return refused(refusal);

    const sent = await (await deps.client()).sendCode(phone.data);
    if (!sent.ok) return failureResponse(sent.failure);
    const id = await createSignInStore(await deps.db()).start(sent.value.authId, phone.data, deps.now());
    const response = Response.json({
      sent: true,
      expiresInSeconds: Math.min(sent.value.expiresInSeconds, signInSeconds),
    });
    return withCookies(response, [cookie(signInCookie, id, signInSeconds, isSecureRequest(request))]);
  }

  async function confirm(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const byAddress = await limits.confirmFrom(clientIp(request.headers));
    if (byAddress) return refused(byAddress);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    if (!/^\d{4,8}$/.test(code)) return invalidField('code', 'The code is the digits from the text message');
    const wantsRegistration = ['firstName', 'lastName', 'email'].some(
      (key) => body[key] !== undefined && body[key] !== '',
    );
    const registration = wantsRegistration ? registrationSchema.safeParse(body) : null;
    if (registration && !registration.success) {
      const field = String(registration.error.issues[0]?.path[0] ?? 'firstName');
      return invalidField(field, `The ${field} is missing or not valid`);
    }
    const secure = isSecureRequest(request);
    const store = createSignInStore(await deps.db());
    const signInId = readCookies(request).get(signInCookie);
    const signIn = signInId ? await store.find(signInId, deps.now()) : undefined;
    if (!signInId || !signIn) return codeExpired(secure);
    /** Ends this sign-in with `answer`: the visitor starts again from the phone number. */
    const end = async (answer: Response) => {
      await store.finish(signIn.id);
      return withCookies(answer, [expiredCookie(signInCookie, secure)]);
    };
    const pause = await limits.checkCode(signIn.phone);
    if (pause) return end(refused(pause));
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });

    const client = await deps.client();
    const confirmed = await client.confirmCode({
      authId: signIn.auth_id,
      code,
      locationId: location.id,
      registration: registration?.success
        ? {
            firstName: registration.data.firstName,
            lastName: registration.data.lastName,
            email: registration.data.email || null,
            sex: 'Female',
          }
        : undefined,
    });
    if (!confirmed.ok) {
      const failure = confirmed.failure;
      if (failure.kind === 'rejected' && failure.code === 'wrong_code') {
        const wrong = await store.wrongCode(signIn.id);
        const pauseNow = await limits.wrongCode(signIn.phone);
        if (pauseNow) return end(refused(pauseNow));
        const attemptsLeft = Math.min(wrong.attemptsLeft, failure.attemptsLeft ?? wrong.attemptsLeft);
        const answer = problem(422, 'wrong_code', { field: 'code', attemptsLeft });
        return attemptsLeft === 0 ? withCookies(answer, [expiredCookie(signInCookie, secure)]) : answer;
      }
      if (failure.kind === 'rejected' && failure.code === 'registration_required') {
        return problem(422, 'registration_required', { fields: ['firstName', 'lastName', 'email'] });
      }
      if (failure.kind === 'rejected' && failure.code === 'code_expired') return end(problem(410, 'code_expired'));
      return failureResponse(failure);
    }
    await store.finish(signIn.id);
    const cookies = [...sessionCookies(confirmed.value, secure), expiredCookie(signInCookie, secure)];
    const me = await client.me(confirmed.value.accessToken);
    return withCookies(Response.json({ client: me.ok ? publicClient(me.value) : null }), cookies);
  }

  /** Trades the refresh cookie in; requests doing so at once share one refresh (see `refresh-sessions.ts`). */
  async function refresh(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const secure = isSecureRequest(request);
    const token = readCookies(request).get(refreshCookie);
    if (!token) return problem(401, 'unauthorized');
    const renewed = await (await deps.client()).refresh(token);
    if (renewed.ok) return withCookies(Response.json({ refreshed: true }), sessionCookies(renewed.value, secure));
    if (renewed.failure.kind === 'unavailable') return failureResponse(renewed.failure);
    return withCookies(problem(401, 'unauthorized'), clearedSessionCookies(secure));
  }

  /** Revokes the refresh token on the server (and its sign-in, where the booking system can), then clears the cookies. */
  async function signOut(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const token = readCookies(request).get(refreshCookie);
    const cleared = clearedSessionCookies(isSecureRequest(request));
    try {
      if (token) await (await deps.client()).signOut(token);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The revocation could not be recorded: the browser forgets the session all the same, and is told so.
      return withCookies(databaseUnavailable(), cleared);
    }
    return withCookies(Response.json({ signedOut: true }), cleared);
  }

  async function me(request: Request): Promise<Response> {
    const client = await deps.client();
    const session = await asClient(request, client, (token) => client.me(token));
    if (!session.signedIn) return withCookies(Response.json({ client: null }), session.cookies);
    if (!session.result.ok) return withCookies(failureResponse(session.result.failure), session.cookies);
    return withCookies(Response.json({ client: publicClient(session.result.value) }), session.cookies);
  }

  /**
   * The booking system's widget acts for the signed-in client with their access token, so
   * the booking panel hands it over to the widget's frame; only when a widget is configured,
   * only to the site's own pages, never the refresh token, never cached.
   */
  async function widgetToken(request: Request): Promise<Response> {
    if (!deps.widgetUrl) return problem(404, 'no_widget');
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const client = await deps.client();
    const session = await asClient(request, client, async (token) => {
      const me = await client.me(token);
      return me.ok ? { ok: true as const, value: token } : me;
    });
    if (!session.signedIn) return withCookies(problem(401, 'unauthorized'), session.cookies);
    if (!session.result.ok) return withCookies(failureResponse(session.result.failure), session.cookies);
    return withCookies(
      Response.json({ token: session.result.value }, { headers: { 'Cache-Control': 'private, no-store' } }),
      session.cookies,
    );
  }

  return { requestCode, confirm, refresh, signOut, me, widgetToken };
}
