/**
 * The panel's visit: the services chosen so far, each with its master ("any" allowed), and
 * how it reads from and writes to a `?book=` link. A key names one booking service: a service
 * with a single price by its slug, a price option by its own key (see `optionKeys`); a service
 * slug with several price options (or an unknown key) cannot preset a visit and is dropped, and
 * an unknown master leaves that service with "any".
 */
import type { BookingRefs } from '@/lib/booking/site-refs';
import type { VisitLinkItem } from './book-param';

export type VisitEntry = { serviceId: string | null; employeeId: string | null };
export type ReadyVisitEntry = { serviceId: string; employeeId: string };

export const isReady = (entry: VisitEntry): entry is ReadyVisitEntry =>
  entry.serviceId !== null && entry.employeeId !== null;

/** The visit a link presets: the services and masters the site knows, in the link's order. */
export function visitFromLink(items: VisitLinkItem[], refs: BookingRefs): ReadyVisitEntry[] {
  return items.flatMap((item) => {
    const ids = refs.services[item.slug] ?? [];
    if (ids.length !== 1) return [];
    const master = item.master ? refs.masters.find((entry) => entry.slug === item.master)?.employeeId : undefined;
    return [{ serviceId: ids[0]!, employeeId: master ?? 'any' }];
  });
}

/** The visit as a link names it (services that a slug cannot name are left out). */
export function visitToLink(visit: VisitEntry[], refs: BookingRefs | null): VisitLinkItem[] {
  if (!refs) return [];
  return visit.filter(isReady).flatMap((entry) => {
    const slug = Object.entries(refs.services).find(([, ids]) => ids.length === 1 && ids[0] === entry.serviceId)?.[0];
    if (!slug) return [];
    const master = refs.masters.find((ref) => ref.employeeId === entry.employeeId)?.slug ?? null;
    return [{ slug, master }];
  });
}
