/**
 * The session's routes: `POST /api/auth/refresh`, `POST /api/auth/sign-out`,
 * `GET /api/auth/me` and `POST /api/auth/widget-token`. Cookies without the site's tag are
 * no session: refused without asking the booking system or writing anything, and cleared.
 * `refresh`, `me` and `widget-token` count each refused session cookie against the address
 * (`session-refusals.ts`) and, past its allowance, answer 429 before asking the booking
 * system about another.
 */
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { databaseUnavailable } from '@/lib/http/database-outage';
import { clientIp } from '@/lib/http/client-ip';
import { problem } from '@/lib/http/json-problem';
import { asClient } from '@/lib/sessions/client-session';
import {
  clearedSessionCookies,
  isSecureRequest,
  readCookies,
  readSession,
  refreshCookie,
  sessionCookies,
  withCookies,
} from '@/lib/sessions/session-cookies';
import type { SiteClient } from '@/lib/sessions/site-client';
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { publicClient } from './public-client';
import { createSessionRefusals } from './session-refusals';

export function createSessionHandlers(deps: SiteDeps) {
  const refusals = createSessionRefusals(deps);

  /** Trades the refresh cookie in; requests doing so at once share one refresh (see `refresh-sessions.ts`). */
  async function refresh(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const secure = isSecureRequest(request);
    const ip = clientIp(request.headers);
    const raw = readCookies(request).get(refreshCookie);
    if (!raw) return problem(401, 'unauthorized');
    const client = await deps.client();
    const signedOut = async () =>
      withCookies((await refusals.count(ip)) ?? problem(401, 'unauthorized'), clearedSessionCookies(secure));
    const token = await client.session.tags.open(refreshCookie, raw);
    if (!token) return signedOut();
    const blocked = await refusals.blocked(ip);
    if (blocked) return blocked;
    const renewed = await client.session.refresh(token);
    if (renewed.ok) {
      return withCookies(
        Response.json({ refreshed: true }),
        await sessionCookies(client.session.tags, renewed.value, token.session, secure),
      );
    }
    if (renewed.failure.kind === 'unavailable') return failureResponse(renewed.failure);
    return signedOut();
  }

  /**
   * Ends the session on the server (the site refuses its refresh tokens, the booking system
   * ends the sign-in where it can), then clears the cookies. A refresh cookie the site did
   * not write ends nothing and writes nothing: its cookies are cleared all the same.
   */
  async function signOut(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const cleared = clearedSessionCookies(isSecureRequest(request));
    try {
      const client = await deps.client();
      const token = await client.session.tags.open(refreshCookie, readCookies(request).get(refreshCookie));
      if (token) await client.session.signOut(token);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The revocation could not be recorded: the browser forgets the session all the same, and is told so.
      return withCookies(databaseUnavailable(), cleared);
    }
    return withCookies(Response.json({ signedOut: true }), cleared);
  }

  /**
   * The 429 for an address past its allowance of refused session cookies, when this request
   * carries the site's cookies (about which the booking system would be asked); else null.
   */
  async function blockedFor(request: Request, client: SiteClient, ip: string): Promise<Response | null> {
    const sent = await readSession(request, client.session.tags);
    return sent.sent && !sent.forged ? refusals.blocked(ip) : null;
  }

  async function me(request: Request): Promise<Response> {
    const client = await deps.client();
    const ip = clientIp(request.headers);
    const blocked = await blockedFor(request, client, ip);
    if (blocked) return blocked;
    const session = await asClient(request, client, (token) => client.me(token));
    if (!session.signedIn) {
      const answer = (session.refused && (await refusals.count(ip))) || Response.json({ client: null });
      return withCookies(answer, session.cookies);
    }
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
    const ip = clientIp(request.headers);
    const blocked = await blockedFor(request, client, ip);
    if (blocked) return blocked;
    const session = await asClient(request, client, async (token) => {
      const me = await client.me(token);
      return me.ok ? { ok: true as const, value: token } : me;
    });
    if (!session.signedIn) {
      const answer = (session.refused && (await refusals.count(ip))) || problem(401, 'unauthorized');
      return withCookies(answer, session.cookies);
    }
    if (!session.result.ok) return withCookies(failureResponse(session.result.failure), session.cookies);
    return withCookies(
      Response.json({ token: session.result.value }, { headers: { 'Cache-Control': 'private, no-store' } }),
      session.cookies,
    );
  }

  return { refresh, signOut, me, widgetToken };
}
