/**
 * `GET /api/booking/next-free?service=&employee=`: the next free start of a service (with
 * `employee`, an id or `any`, the default) from now to the booking horizon, as a UTC instant,
 * its salon day and wall-clock time and its master; `next: null` when there is none. Service
 * and master pages ask it after they load. It is the same for every visitor, so it may be kept
 * by shared caches for a minute (`s-maxage`), and this process keeps each answer a minute and
 * shares it with identical questions asked meanwhile: the booking system is asked about a
 * service at most once a minute per process. Each request still spends one of its address's
 * questions about free times (`spendAvailabilityQuestion`), as the panel's do.
 */
import { DateTime } from 'luxon';
import { lastBookableDay } from '@/lib/booking/booking-horizon';
import { findNextFree, type NextFree } from '@/lib/booking/next-free';
import type { BookingResult } from '@/lib/booking/result';
import { shareInflightByKey } from '@/lib/content/share-inflight.mjs';
import { problem } from '@/lib/http/json-problem';
import { parseInput } from '@/lib/http/parse-input';
import { failureResponse } from '@/lib/site-api/failure-response';
import type { SiteDeps } from '@/lib/site-api/site-deps';
import { queryFields } from '@/lib/validation/query-fields';
import { spendAvailabilityQuestion } from './booking-allowance';
import { nextFreeQuerySchema } from './next-free-query';

/** How long an answer is kept, here and by shared caches. */
export const nextFreeKeptSeconds = 60;

export type NextFreeAnswer = {
  timeZone: string;
  next: (NextFree & { day: string; time: string }) | null;
};

type Kept = { answer: BookingResult<NextFree | null>; until: number };

/** Per set of deps (the route makes a handler per request, the deps are one): answers kept, questions in flight. */
const perDeps = new WeakMap<SiteDeps, { kept: Map<string, Kept>; ask: (key: string) => Promise<BookingResult<NextFree | null>> }>();

function searches(deps: SiteDeps) {
  let found = perDeps.get(deps);
  if (!found) {
    const kept = new Map<string, Kept>();
    const ask = shareInflightByKey(async (key: string) => {
      const { locationId, service, employee, today } = JSON.parse(key) as Record<string, string>;
      const client = await deps.client();
      const answer = await findNextFree(
        (date) =>
          client.freeTime({ locationId: locationId!, serviceId: service!, employeeId: employee === 'any' ? null : employee!, date }),
        { today: today!, lastDay: lastBookableDay(today!) },
      );
      // Only answers are kept: after a failure the next question asks again.
      if (answer.ok) kept.set(key, { answer, until: deps.now() + nextFreeKeptSeconds * 1000 });
      return answer;
    });
    found = { kept, ask };
    perDeps.set(deps, found);
  }
  return found;
}

export function createNextFreeHandler(deps: SiteDeps) {
  const { kept, ask } = searches(deps);
  return async (request: Request): Promise<Response> => {
    const query = parseInput(nextFreeQuerySchema, queryFields(new URL(request.url).searchParams));
    if (query instanceof Response) return query;
    const location = await deps.location();
    if (!location) return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
    const refused = await spendAvailabilityQuestion(deps, request);
    if (refused) return refused;

    const zone = location.timeZone;
    const today = DateTime.fromMillis(deps.now(), { zone }).toISODate()!;
    const key = JSON.stringify({ locationId: location.id, service: query.service, employee: query.employee, today });
    for (const [old, entry] of kept) if (entry.until <= deps.now()) kept.delete(old);
    const answer = kept.get(key)?.answer ?? (await ask(key));
    if (!answer.ok) return failureResponse(answer.failure);

    const next = answer.value;
    const local = next ? DateTime.fromISO(next.start, { zone }) : null;
    const body: NextFreeAnswer = {
      timeZone: zone,
      next: next && local ? { ...next, day: local.toISODate()!, time: local.toFormat('HH:mm') } : null,
    };
    return Response.json(body, {
      headers: { 'Cache-Control': `public, max-age=${nextFreeKeptSeconds}, s-maxage=${nextFreeKeptSeconds}` },
    });
  };
}
