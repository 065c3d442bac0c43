/**
 * The booking flow's state as an address, so that every step of the booking page has one and
 * Back and reload work, and the panel keeps the same state the same way:
 *
 * - `book`: the visit so far, as a ready-visit link names it (`service:a@master,service:b`);
 *   `service:x`, `master:x` or `category:x` before a service is chosen (what it was opened on);
 * - `add=1` while another service is being chosen;
 * - `master=n` while the master of the n-th service (from 1) is being chosen;
 * - `day=YYYY-MM-DD`, the salon day looked at on the time step;
 * - `at`, the chosen start of the whole visit (a UTC instant).
 *
 * A service without a master is "any master", except in a visit of one service that nobody has
 * chosen a master for yet (a service page's Book link): that one still asks.
 */
import {
  bookParam,
  formatBookingChoice,
  maxVisitItems,
  parseBookingChoice,
  type BookingChoice,
  type VisitLinkItem,
} from './book-param';

export type FlowAddress = {
  /** What the booking was opened on, when no service is chosen yet (a category, a master, everything). */
  opening: BookingChoice;
  items: VisitLinkItem[];
  adding: boolean;
  /** The service (0-based) whose master is being chosen, if any. */
  choosing: number | null;
  day: string | null;
  at: string | null;
};

export type FlowStep = 'service' | 'master' | 'time' | 'sign-in' | 'review';
export const flowSteps: readonly FlowStep[] = ['service', 'master', 'time', 'sign-in', 'review'];
export const anyMaster = 'any';

type Query = Record<string, string | string[] | undefined> | URLSearchParams;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const indexPattern = /^[1-9]\d?$/;

function single(query: Query, name: string): string | null | undefined {
  if (query instanceof URLSearchParams) {
    const all = query.getAll(name);
    return all.length > 1 ? undefined : (all[0] ?? null);
  }
  const value = query[name];
  return Array.isArray(value) ? undefined : (value ?? null);
}

/** A `YYYY-MM-DD` that is a real calendar day. */
export const isDay = (value: string) =>
  dayPattern.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const isInstant = (value: string) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString() === value;

const itemsOf = (choice: BookingChoice): VisitLinkItem[] =>
  choice.kind === 'visit' ? choice.items : choice.kind === 'service' ? [{ slug: choice.slug, master: null }] : [];

/**
 * The flow's state from a query, or null when a value is malformed (repeated, not a day, not
 * an instant, a service number the visit does not have): such an address names no step.
 */
export function readFlowAddress(query: Query): FlowAddress | null {
  const book = single(query, bookParam);
  const add = single(query, 'add');
  const master = single(query, 'master');
  const day = single(query, 'day');
  const at = single(query, 'at');
  if ([book, add, master, day, at].includes(undefined)) return null;
  const opening = parseBookingChoice(book ?? null) ?? { kind: 'all' as const };
  // A choice that names nothing readable is no step (the panel, more forgiving, opens on everything).
  if (opening.kind === 'all' && book !== null && book !== '' && book !== 'all') return null;
  const items = itemsOf(opening);
  if (add !== null && (add !== '1' || items.length >= maxVisitItems)) return null;
  if (master !== null && (!indexPattern.test(master!) || Number(master) > items.length)) return null;
  if (day !== null && !isDay(day!)) return null;
  if (at !== null && (!isInstant(at!) || items.length === 0)) return null;
  return {
    ...openingAddress(opening),
    adding: add === '1',
    choosing: master === null ? null : Number(master) - 1,
    day: day ?? null,
    at: at ?? null,
  };
}

/** The flow's state when it is opened on a choice (a Book control's), before anything is chosen in it. */
export const openingAddress = (choice: BookingChoice): FlowAddress => ({
  opening: choice,
  items: itemsOf(choice),
  adding: false,
  choosing: null,
  day: null,
  at: null,
});

/** The query string (with its `?`) that names this state. */
export function flowSearch(address: FlowAddress): string {
  const query = new URLSearchParams();
  const choice: BookingChoice = address.items.length > 0 ? { kind: 'visit', items: address.items } : address.opening;
  query.set(bookParam, formatBookingChoice(choice));
  if (address.adding) query.set('add', '1');
  if (address.choosing !== null) query.set('master', String(address.choosing + 1));
  if (address.day) query.set('day', address.day);
  if (address.at) query.set('at', address.at);
  return `?${query.toString()}`;
}

/** Whether the n-th service's master is settled (a master, or "any"). */
export const masterSettled = (address: FlowAddress, index: number) =>
  address.items[index]?.master != null || address.items.length > 1;

/** The step this state is at: the first thing the visit still lacks. */
export function flowStep(address: FlowAddress, session: { signedIn: boolean }): FlowStep {
  if (address.items.length === 0 || address.adding) return 'service';
  if (address.choosing !== null || !masterSettled(address, 0)) return 'master';
  if (!address.at) return 'time';
  return session.signedIn ? 'review' : 'sign-in';
}

const fresh = (address: FlowAddress, items: VisitLinkItem[]): FlowAddress => ({
  ...address,
  items,
  adding: false,
  choosing: null,
  at: null,
});

/**
 * A service chosen: added to the visit (or, opened on a master, with that master preselected),
 * then its master is asked. A service already in the visit is not added twice.
 */
export function chooseService(address: FlowAddress, slug: string): FlowAddress {
  if (address.items.some((item) => item.slug === slug)) return fresh(address, address.items);
  const preferred = address.items.length === 0 && address.opening.kind === 'master' ? address.opening.slug : null;
  const items = [...address.items, { slug, master: preferred }].slice(0, maxVisitItems);
  return { ...fresh(address, items), choosing: items.length - 1 };
}

/**
 * The address with every service one the booking can book: a service with several price
 * options named by its own slug (a service page's Book link) is not chosen yet. Alone, the
 * booking opens on that service, whose options the service step lists first; beside others,
 * it is left out and another service is being chosen. `services` maps each key to its booking ids.
 */
export function settleOptions(address: FlowAddress, services: Readonly<Record<string, readonly string[]>>): FlowAddress {
  const unsettled = address.items.filter((item) => (services[item.slug]?.length ?? 0) > 1);
  if (unsettled.length === 0) return address;
  const items = address.items.filter((item) => !unsettled.includes(item));
  if (items.length === 0) return { ...fresh(address, []), opening: { kind: 'service', slug: unsettled[0]!.slug }, day: address.day };
  return { ...fresh(address, items), adding: true };
}

/** A master (a slug, or "any") chosen for the n-th service; the time is chosen again. */
export function chooseMaster(address: FlowAddress, index: number, master: string): FlowAddress {
  const items = address.items.map((item, at) => (at === index ? { ...item, master } : item));
  return fresh(address, items);
}

/** "Add another service": the service step, the visit so far kept (while there is room). */
export const addService = (address: FlowAddress): FlowAddress =>
  address.items.length >= maxVisitItems ? address : { ...address, adding: true, choosing: null, at: null };

/** "Change the master" of the n-th service. */
export const changeMaster = (address: FlowAddress, index: number): FlowAddress => ({
  ...address,
  adding: false,
  choosing: index,
});

/** A service removed from the visit; the time is chosen again (the rest lasts differently). */
export function removeService(address: FlowAddress, index: number): FlowAddress {
  const items = address.items.filter((_, at) => at !== index);
  // The one service left keeps "any master" rather than asking again.
  const kept = items.length === 1 && items[0]!.master === null ? [{ ...items[0]!, master: anyMaster }] : items;
  return { ...fresh(address, kept), opening: kept.length === 0 ? { kind: 'all' } : address.opening };
}

/** One start chosen for the whole visit. */
export const chooseTime = (address: FlowAddress, day: string, at: string): FlowAddress => ({
  ...address,
  adding: false,
  choosing: null,
  day,
  at,
});
