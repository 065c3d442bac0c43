/** `GET /api/favourites` (the signed-in client's lists) and `POST /api/favourites` (toggle a selection). */
import { asClient } from '@/lib/auth/client-session';
import { withCookies } from '@/lib/auth/session-cookies';
import { failureResponse } from '@/lib/booking/site/failure-response';
import { idPattern } from '@/lib/booking/site/free-time-handler';
import type { SiteDeps } from '@/lib/booking/site/site-deps';
import { checkOrigin, originRefused } from '@/lib/http/check-origin';
import { invalidField, problem, readJsonObject } from '@/lib/http/json-problem';
import { createFavouritesStore, type Favourites } from './favourites-store';
import type { FavouriteKind } from './favourites-tables';

const kinds: FavouriteKind[] = ['services', 'employees'];
const maxSelection = 50;

export function createFavouritesHandlers(deps: SiteDeps) {
  async function run(request: Request, work: (clientId: string) => Promise<Favourites>): Promise<Response> {
    const client = await deps.client();
    const session = await asClient(request, client, (token) => client.me(token));
    if (!session.signedIn) return withCookies(problem(401, 'unauthorized'), session.cookies);
    if (!session.result.ok) return withCookies(failureResponse(session.result.failure), session.cookies);
    const favourites = await work(session.result.value.id);
    return withCookies(
      Response.json(favourites, { headers: { 'Cache-Control': 'private, no-store' } }),
      session.cookies,
    );
  }

  async function list(request: Request): Promise<Response> {
    return run(request, async (clientId) => createFavouritesStore(await deps.db()).list(clientId));
  }

  async function toggle(request: Request): Promise<Response> {
    const origin = checkOrigin(request, deps.siteUrl);
    if (!origin.ok) return originRefused(origin);
    const body = await readJsonObject(request);
    if (body instanceof Response) return body;
    const kind = body.kind as FavouriteKind;
    if (!kinds.includes(kind)) return invalidField('kind', 'The kind is "services" or "employees"');
    const ids = body.ids;
    if (
      !Array.isArray(ids) ||
      ids.length > maxSelection ||
      !ids.every((id) => typeof id === 'string' && idPattern.test(id))
    ) {
      return invalidField('ids', `A list of up to ${maxSelection} ids is required`);
    }
    return run(request, async (clientId) =>
      createFavouritesStore(await deps.db()).toggle(clientId, kind, ids as string[], deps.now()),
    );
  }

  return { list, toggle };
}
