/**
 * What the visit's summary shows on every step of the booking, the page's and the panel's:
 * each service with its master (a booking id, "any", or not yet chosen), duration and price,
 * and, once a start is chosen, each service's start and end, back to back; the total and the
 * visit's length. Pure: both surfaces hand it the salon's lists they already hold.
 */
import type { BookingService } from '@/lib/booking/types';
import { chainStarts } from '@/lib/booking/visit-chain';
import type { BookingRefs } from '@/lib/booking/site-refs';
import { masterSettled, type FlowAddress } from './flow-address';
import type { VisitEntry } from './visit-selection';

export type BasketLine = {
  serviceId: string;
  name: string;
  /** A master's booking id, "any", or null while not chosen. */
  employeeId: string | null;
  durationMinutes: number | null;
  price: number | null;
  start: string | null;
  end: string | null;
};

export type VisitBasket = {
  lines: BasketLine[];
  total: number;
  currency: string;
  /** From the first start to the last service's end, in minutes. */
  durationMinutes: number;
  start: string | null;
  end: string | null;
};

/** A service's price at the salon (the first one listed when the salon has none of its own). */
export const servicePrice = (service: BookingService, locationId: string | undefined) =>
  service.prices.find((price) => price.locationId === locationId)?.price ?? service.prices[0]?.price ?? null;

export function visitBasket(input: {
  visit: readonly VisitEntry[];
  services: readonly BookingService[];
  locationId: string | undefined;
  start: string | null;
}): VisitBasket {
  const chosen = input.visit.filter((entry): entry is VisitEntry & { serviceId: string } => entry.serviceId !== null);
  const services = chosen.map((entry) => input.services.find((service) => service.id === entry.serviceId));
  const durations = services.map((service) => service?.durationMinutes ?? 0);
  const origin = new Date(0).toISOString();
  const chain = chainStarts(input.start ?? origin, durations);
  const lines = chosen.map((entry, position) => {
    const service = services[position];
    return {
      serviceId: entry.serviceId,
      name: service?.name ?? entry.serviceId,
      employeeId: entry.employeeId,
      durationMinutes: service?.durationMinutes ?? null,
      price: service ? servicePrice(service, input.locationId) : null,
      start: input.start ? chain[position]!.start : null,
      end: input.start ? chain[position]!.end : null,
    };
  });
  const last = chain.at(-1)?.end ?? origin;
  const durationMinutes = (Date.parse(last) - Date.parse(chain[0]?.start ?? origin)) / 60_000;
  return {
    lines,
    total: lines.reduce((sum, line) => sum + (line.price ?? 0), 0),
    currency: services.find(Boolean)?.currency ?? 'GBP',
    durationMinutes,
    start: input.start && lines.length > 0 ? input.start : null,
    end: input.start && lines.length > 0 ? last : null,
  };
}

/**
 * The visit a flow address names, in booking ids: services a slug cannot name are left out,
 * an unknown master is "any", and a master not chosen yet is null.
 */
export function flowVisit(address: FlowAddress, refs: BookingRefs): VisitEntry[] {
  return address.items.flatMap((item, index): VisitEntry[] => {
    const ids = refs.services[item.slug] ?? [];
    if (ids.length !== 1) return [];
    if (!masterSettled(address, index)) return [{ serviceId: ids[0]!, employeeId: null }];
    const master = item.master ? refs.masters.find((entry) => entry.slug === item.master)?.employeeId : undefined;
    return [{ serviceId: ids[0]!, employeeId: master ?? 'any' }];
  });
}
