/**
 * The free-time search of a visit on one salon day: each service's free starts per master
 * (one free-time question per service), then the starts at which the whole visit fits back
 * to back (`fitVisit`). Also what booking and moving use to choose masters for "any".
 */
import type { BookingClient } from '@/lib/booking/client/booking-client';
import { failure, success, type BookingResult } from '@/lib/booking/result';
import type { BookingLocation } from '@/lib/booking/types';
import { fitVisit, type FittedVisit, type VisitPart } from '@/lib/booking/visit-fit';

/** One service of a visit and its master: an id, or "any". */
export type VisitItem = { serviceId: string; employeeId: string };

export const maxVisitServices = 5;

export type VisitSearch = { parts: VisitPart[]; fitted: FittedVisit[] };

const unknownService = (serviceId: string) =>
  failure<never>({
    kind: 'rejected',
    status: 422,
    code: 'unknown_service',
    message: `No such service: ${serviceId}`,
    field: 'visit',
    attemptsLeft: null,
  });

/** The visit's parts on `date`: each service's duration and its masters' free starts. */
export async function searchVisit(
  client: BookingClient,
  location: BookingLocation,
  items: VisitItem[],
  date: string,
): Promise<BookingResult<VisitSearch>> {
  const services = await client.services();
  if (!services.ok) return services;
  const durations: number[] = [];
  for (const item of items) {
    const service = services.value.find((entry) => entry.id === item.serviceId);
    if (!service) return unknownService(item.serviceId);
    durations.push(service.durationMinutes);
  }
  // The same service with the same master twice in a visit is asked about once.
  const asked = new Map<string, ReturnType<BookingClient['freeTime']>>();
  const answers = await Promise.all(
    items.map((item) => {
      const key = `${item.serviceId}@${item.employeeId}`;
      if (!asked.has(key)) {
        asked.set(
          key,
          client.freeTime({
            locationId: location.id,
            serviceId: item.serviceId,
            employeeId: item.employeeId === 'any' ? null : item.employeeId,
            date,
          }),
        );
      }
      return asked.get(key)!;
    }),
  );
  const parts: VisitPart[] = [];
  for (const [index, answer] of answers.entries()) {
    if (!answer.ok) return answer;
    parts.push({
      serviceId: items[index]!.serviceId,
      durationMinutes: durations[index]!,
      free: answer.value.map((entry) => ({ employeeId: entry.employeeId, starts: entry.starts.map(Date.parse) })),
    });
  }
  return success({ parts, fitted: fitVisit(parts, location.timeZone) });
}
