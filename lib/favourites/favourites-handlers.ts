/** `GET /api/favourites` (the signed-in client's lists) and `POST /api/favourites` (toggle a selection). */
import { createSessionGuard } from '@/lib/auth/session-guard';
import { withCookies } from '@/lib/sessions/session-cookies';
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { problem, readJsonObject } from '@/lib/http/json-problem';
import { parseInput } from '@/lib/http/parse-input';
import { createFavouritesStore, type Favourites } from './favourites-store';
import { toggleBodySchema } from './toggle-body';

/**
 * The most items one list may hold: far more than a salon's menu a client could care about
 * (the site lists about a hundred services and fifteen masters), and a bound on what one
 * account can make the site store.
 */
export const maxPerKind = 200;

export function createFavouritesHandlers(deps: SiteDeps) {
  // Refused session cookies are counted here as on every route that reads a session, and a
  // list read is one of the client's reads of their own data.
  const guard = createSessionGuard(deps);

  async function run(
    request: Request,
    work: (clientId: string) => Promise<Favourites | Response>,
    options: { read?: boolean } = {},
  ): Promise<Response> {
    const client = await deps.client();
    const session = await guard.asClient(request, client, (token) => client.me(token), options);
    if ('limited' in session) return withCookies(session.limited, session.cookies);
    if (!session.signedIn) return withCookies(problem(401, 'unauthorized'), session.cookies);
    if (!session.result.ok) return withCookies(failureResponse(session.result.failure), session.cookies);
    const favourites = await work(session.result.value.id);
    return withCookies(
      favourites instanceof Response
        ? favourites
        : Response.json(favourites, { headers: { 'Cache-Control': 'private, no-store' } }),
      session.cookies,
    );
  }

  async function list(request: Request): Promise<Response> {
    return run(request, async (clientId) => createFavouritesStore(await deps.db()).list(clientId), { read: true });
  }

  async function toggle(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const input = parseInput(toggleBodySchema, body);
    if (input instanceof Response) return input;
    const { kind, ids } = input;
    return run(request, async (clientId) => {
      // Only what the booking system lists may join a list: an id made up by hand would be
      // stored for ever and shown to nobody. Unknown ids are refused (422, naming them) rather
      // than dropped, so a caller never believes it saved what it did not.
      const known = ids.length > 0 ? await deps.catalogueIds(kind) : [];
      const result = await createFavouritesStore(await deps.db()).toggle(clientId, kind, ids, deps.now(), {
        maxPerKind,
        known: known.length > 0 ? new Set(known) : null,
      });
      if (result.ok) return result.favourites;
      if (result.error === 'catalogue_unavailable')
        return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
      if (result.error === 'unknown_ids') return problem(422, 'unknown_ids', { field: 'ids', ids: result.ids });
      return problem(422, 'too_many', { field: 'ids', max: result.max });
    });
  }

  return { list, toggle };
}
