import { flowSearch, type FlowAddress } from '@/lib/booking/flow/flow-address';

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
