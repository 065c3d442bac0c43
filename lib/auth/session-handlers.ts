/**
 * The session's routes: `POST /api/auth/refresh`, `POST /api/auth/sign-out`,
 * `GET /api/auth/me` and `POST /api/auth/widget-token`. Cookies without the site's tag are
 * no session: refused without asking the booking system or writing anything, and cleared.
 * `refresh`, `me` and `widget-token` count each refused session cookie against the address
 * (`session-refusals.ts`, through `session-guard.ts` where the session is read) and, past
 * its allowance, answer 429 before asking the booking system about another. Every answer
 * here is private and never kept by a cache.
 */
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { databaseUnavailable } from '@/lib/http/database-outage';
import { clientIp } from '@/lib/http/client-ip';
import { problem } from '@/lib/http/json-problem';
import {
  clearedSessionCookies,
  isSecureRequest,
  openCookie,
  privateAnswer,
  refreshCookie,
  sessionCookies,
  staleCookies,
  withCookies,
} from '@/lib/sessions/session-cookies';
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { publicClient } from './public-client';
import { createSessionGuard } from './session-guard';

export function createSessionHandlers(deps: SiteDeps) {
  const guard = createSessionGuard(deps);
  const { refusals } = guard;

  /** Trades the refresh cookie in; requests doing so at once share one refresh (see `refresh-sessions.ts`). */
  async function refresh(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const secure = isSecureRequest(request);
    const ip = clientIp(request.headers);
    const stale = staleCookies(request);
    const client = await deps.client();
    const { token, sent } = await openCookie(request, client.session.tags, refreshCookie);
    if (!sent) return withCookies(privateAnswer(problem(401, 'unauthorized')), stale);
    const signedOut = async () =>
      withCookies((await refusals.count(ip)) ?? problem(401, 'unauthorized'), [
        ...stale,
        ...clearedSessionCookies(secure),
      ]);
    if (!token) return signedOut();
    const blocked = await refusals.blocked(ip);
    if (blocked) return withCookies(privateAnswer(blocked), stale);
    const renewed = await client.session.refresh(token);
    if (renewed.ok) {
      return withCookies(Response.json({ refreshed: true }), [
        ...stale,
        ...(await sessionCookies(client.session.tags, renewed.value, token.session, secure)),
      ]);
    }
    if (renewed.failure.kind === 'unavailable')
      return withCookies(privateAnswer(failureResponse(renewed.failure)), stale);
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
    const cleared = [...staleCookies(request), ...clearedSessionCookies(isSecureRequest(request))];
    try {
      const client = await deps.client();
      const { token } = await openCookie(request, client.session.tags, refreshCookie);
      if (token) await client.session.signOut(token);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // The revocation could not be recorded: the browser forgets the session all the same, and is told so.
      return withCookies(databaseUnavailable(), cleared);
    }
    return withCookies(Response.json({ signedOut: true }), cleared);
  }

  async function me(request: Request): Promise<Response> {
    const client = await deps.client();
    const session = await guard.asClient(request, client, (token) => client.me(token));
    if (!session.signedIn) {
      const answer = 'limited' in session ? session.limited : Response.json({ client: null });
      return withCookies(privateAnswer(answer), session.cookies);
    }
    if (!session.result.ok) return withCookies(privateAnswer(failureResponse(session.result.failure)), session.cookies);
    return withCookies(privateAnswer(Response.json({ client: publicClient(session.result.value) })), session.cookies);
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
    const session = await guard.asClient(request, client, async (token) => {
      const me = await client.me(token);
      return me.ok ? { ok: true as const, value: token } : me;
    });
    if (!session.signedIn) {
      const answer = 'limited' in session ? session.limited : problem(401, 'unauthorized');
      return withCookies(privateAnswer(answer), session.cookies);
    }
    if (!session.result.ok) return withCookies(privateAnswer(failureResponse(session.result.failure)), session.cookies);
    return withCookies(privateAnswer(Response.json({ token: session.result.value })), session.cookies);
  }

  return { refresh, signOut, me, widgetToken };
}
