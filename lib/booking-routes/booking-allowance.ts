/**
 * What one address may ask of the booking system through the routes that need no sign-in
 * (free times, availability, visits), per minute:
 * - availability and free-time questions: `BOOKING_QUESTIONS_PER_MINUTE` (30 unless set), a
 *   question each, far more than a person clicks (a visitor pages two weeks at a time);
 * - the visit routes' calls to the booking system, counted one by one as they are made,
 *   since a visit's question costs one call per service per day (and the services list):
 *   as many calls as that many two-week availability questions make. A question that runs
 *   out of calls mid-way is answered 429.
 * An IPv6 client counts per /64 and, four times over, per /48 (`limitAddress`).
 */
import { defaultBookingQuestionsPerMinute } from '@/lib/config';
import { clientIp } from '@/lib/http/client-ip';
import { problem } from '@/lib/http/json-problem';
import { limitAddress } from '@/lib/rate-limit/address-limit';
import type { SiteDeps } from '@/lib/site-api/site-deps';

export const defaultDays = 14;
const windowMs = 60_000;
/** Questions about free times from one address, for an allowance of `perMinute`. */
export const questionAllowance = (perMinute: number) => ({ max: perMinute, windowMs });
/** Calls to the booking system made for one address's visit questions, for an allowance of `perMinute` questions. */
export const callAllowance = (perMinute: number) => ({ max: perMinute * defaultDays, windowMs });
/** The allowances unless `BOOKING_QUESTIONS_PER_MINUTE` says otherwise. */
export const perAddress = questionAllowance(defaultBookingQuestionsPerMinute);
export const callsPerAddress = callAllowance(defaultBookingQuestionsPerMinute);

const tooMany = (retryAfterSeconds: number) =>
  problem(429, 'rate_limited', { retryAfterSeconds }, { 'Retry-After': String(retryAfterSeconds) });

/**
 * Counts one question about free times against its address's allowance (shared by free
 * time and availability): null when it may be answered, else the 429 to send.
 */
export async function spendAvailabilityQuestion(deps: SiteDeps, request: Request): Promise<Response | null> {
  const { max, windowMs } = questionAllowance(deps.bookingQuestionsPerMinute);
  const allowance = await limitAddress(deps.limit, 'availability', clientIp(request.headers), max, windowMs);
  return allowance.ok ? null : tooMany(allowance.retryAfterSeconds);
}

/** Thrown by a call the address has no allowance left for; the route answers `callsSpentAnswer`. */
export class BookingCallsSpent extends Error {
  override name = 'BookingCallsSpent';
  constructor(readonly retryAfterSeconds: number) {
    super('the address has used up its booking-system calls for now');
  }
}

/** Counts one booking-system call for the request's address; throws `BookingCallsSpent` when none is left. */
export function callSpender(deps: SiteDeps, request: Request): () => Promise<void> {
  const address = clientIp(request.headers);
  const { max, windowMs } = callAllowance(deps.bookingQuestionsPerMinute);
  return async () => {
    const allowance = await limitAddress(deps.limit, 'booking-calls', address, max, windowMs);
    if (!allowance.ok) throw new BookingCallsSpent(allowance.retryAfterSeconds);
  };
}

export const callsSpentAnswer = (spent: BookingCallsSpent) => tooMany(spent.retryAfterSeconds);
