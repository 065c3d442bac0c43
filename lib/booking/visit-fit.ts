/**
 * A visit of several services, one after another: the starts at which the whole chain fits
 * back to back. Each service runs with one master whose free starts (from the booking
 * system's free time) include its start; the next service starts when the previous one's
 * last 30-minute cell ends. Starts are instants, so a clock-change day needs no special
 * case: a service lasts its real minutes, and the salon's 30-minute grid is checked in the
 * salon's own time zone.
 */
import { salonWallClock } from './salon-time';
import { heldMs, visitStepMinutes } from './visit-chain';

export { heldMs } from './visit-chain';

export type VisitPart = {
  serviceId: string;
  durationMinutes: number;
  /** Each master's free starts (UTC ms) for this service, in the order masters are preferred. */
  free: { employeeId: string; starts: number[] }[];
};

export type FittedService = { serviceId: string; employeeId: string; start: number; end: number };
export type FittedVisit = { start: number; end: number; services: FittedService[] };

const onGrid = (instant: number, zone: string) => salonWallClock(instant, zone).minutes % visitStepMinutes === 0;

/** The chain from one start, with the first master free at each link, or null when a link has none. */
export function chainFrom(parts: VisitPart[], start: number, free: Map<string, Set<number>>[]): FittedVisit | null {
  const services: FittedService[] = [];
  let at = start;
  for (const [index, part] of parts.entries()) {
    const employeeId = part.free.find((entry) => free[index]!.get(entry.employeeId)?.has(at))?.employeeId;
    if (!employeeId) return null;
    services.push({ serviceId: part.serviceId, employeeId, start: at, end: at + part.durationMinutes * 60_000 });
    at += heldMs(part.durationMinutes);
  }
  return { start, end: services.at(-1)?.end ?? start, services };
}

/** Every start (UTC ms, ascending) at which the whole visit fits back to back, on the salon's 30-minute grid. */
export function fitVisit(parts: VisitPart[], zone: string): FittedVisit[] {
  const [first] = parts;
  if (!first) return [];
  const free = parts.map((part) => new Map(part.free.map((entry) => [entry.employeeId, new Set(entry.starts)])));
  const starts = [...new Set(first.free.flatMap((entry) => entry.starts))].sort((a, b) => a - b);
  return starts
    .filter((start) => onGrid(start, zone))
    .map((start) => chainFrom(parts, start, free))
    .filter((fitted): fitted is FittedVisit => fitted !== null);
}
