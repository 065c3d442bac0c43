import { flowSearch, type FlowAddress } from '@/lib/booking/flow/flow-address';
import { myBookingsQuery } from '@/lib/booking/booking-paths';

export type PageQuery = Record<string, string | string[] | undefined>;

/** A step's address on the booking page; `#step` lands on the step's heading (no script needed). */
export const stepHref = (path: string, address: FlowAddress) => `${path}${flowSearch(address)}#step`;

/** The step a form is posted from, for the form handler to send the visitor back or on. */
export const formStep = (path: string, address: FlowAddress) => `${path}${flowSearch(address)}`;

/** A single query field's value, or null. */
export const queryValue = (query: PageQuery, name: string) => {
  const value = query[name];
  return typeof value === 'string' ? value : null;
};

/** My bookings on the booking page of `path` (the form's step), and its link that lands on the heading. */
export const myBookingsStep = (path: string) => `${path}?${myBookingsQuery}`;
export const myBookingsHref = (path: string) => `${myBookingsStep(path)}#step`;

/** The step that moves a visit from My bookings, with the day looked at and the new start chosen so far. */
export function moveHref(path: string, id: string, chosen: { day?: string; to?: string } = {}) {
  const search = new URLSearchParams({ move: id });
  if (chosen.day) search.set('day', chosen.day);
  if (chosen.to) search.set('to', chosen.to);
  return `${myBookingsStep(path)}&${search.toString()}#step`;
}

/** The step that asks before cancelling a visit from My bookings. */
export const cancelHref = (path: string, id: string) =>
  `${myBookingsStep(path)}&${new URLSearchParams({ cancel: id }).toString()}#step`;
