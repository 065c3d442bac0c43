/**
 * Which masters take which services, as the booking system says: its free-time answer for a
 * service lists every master who takes it (with their starts, none or many). Pages use it when
 * they are built or revalidated: a service page shows the reviews of the masters who do the
 * service (feedbacks name a master, not a service), and a master page finds the service its
 * next free time is asked for. Asked for today, six services at a time, once an hour per
 * server process (shared by the pages built meanwhile). The first failure stops the asking and
 * the answer is empty (pages then show neither), kept a minute.
 */
import { logger } from '@/lib/observability/logger.mjs';
import { DateTime } from 'luxon';
import { shareInflight } from '@/lib/content/share-inflight.mjs';
import { describeFailure } from './result';
import type { BookingClient } from './client/booking-client';

export type ServiceMasters = ReadonlyMap<string, readonly string[]>;

const keptMs = 60 * 60_000;
const failedKeptMs = 60_000;
const inParallel = 6;

export async function askServiceMasters(
  client: Pick<BookingClient, 'locations' | 'freeTime'>,
  serviceIds: readonly string[],
  now: number,
): Promise<ServiceMasters | null> {
  const locations = await client.locations();
  const location = locations.ok ? locations.value.find((each) => each.active) : undefined;
  if (!location) return null;
  const date = DateTime.fromMillis(now, { zone: location.timeZone }).toISODate()!;
  const found = new Map<string, string[]>();
  for (let from = 0; from < serviceIds.length; from += inParallel) {
    const ids = serviceIds.slice(from, from + inParallel);
    const answers = await Promise.all(
      ids.map((serviceId) => client.freeTime({ locationId: location.id, serviceId, employeeId: null, date })),
    );
    for (const [index, answer] of answers.entries()) {
      if (answer.ok) found.set(ids[index]!, answer.value.map((entry) => entry.employeeId));
      // A service the system does not know has no masters; any other failure ends the asking.
      else if (answer.failure.kind !== 'rejected') {
        logger.error({ scope: 'booking', failure: describeFailure(answer.failure) }, 'masters of services unavailable');
        return null;
      }
    }
  }
  return found;
}

/** `askServiceMasters` kept per server process (an hour; a failure a minute, answered as an empty map). */
export function keptServiceMasters(
  client: () => Promise<Pick<BookingClient, 'locations' | 'freeTime'>>,
  serviceIds: () => Promise<readonly string[]>,
  now: () => number = Date.now,
): () => Promise<ServiceMasters> {
  let kept: { value: ServiceMasters; until: number } | null = null;
  const ask = shareInflight(async () => {
    const answer = await askServiceMasters(await client(), await serviceIds(), now()).catch((error: unknown) => {
      logger.error({ scope: 'booking', err: error }, 'masters of services failed');
      return null;
    });
    kept = { value: answer ?? new Map(), until: now() + (answer ? keptMs : failedKeptMs) };
    return kept.value;
  });
  return async () => (kept && kept.until > now() ? kept.value : ask());
}

/**
 * The service a master's next free time is asked for: of the services the master takes that
 * the booking page can open by their address (one price option), the shortest (the first in
 * the catalogue's order among equals), since it fits wherever a longer one does; null if none.
 */
export function shortestServiceTakenBy<S extends { durationMinutes: number | null }>(
  employeeId: string,
  services: readonly { service: S; bookingIds: readonly string[] }[],
  serviceMasters: ServiceMasters,
): { service: S; bookingId: string } | null {
  let best: { service: S; bookingId: string } | null = null;
  for (const { service, bookingIds } of services) {
    const [bookingId, ...more] = bookingIds;
    if (!bookingId || more.length > 0 || !serviceMasters.get(bookingId)?.includes(employeeId)) continue;
    const minutes = service.durationMinutes ?? Number.POSITIVE_INFINITY;
    if (!best || minutes < (best.service.durationMinutes ?? Number.POSITIVE_INFINITY)) best = { service, bookingId };
  }
  return best;
}
