/**
 * Whether a booking system's `registration_required` can be believed to mean "the code is
 * right, the client is new". A system that says it before checking the code would tell anyone
 * holding a phone number whether it is a client's. So the same sign-in is asked once more with
 * a code that differs from the visitor's in its last digit, which cannot be right when the
 * visitor's is: a system that judges codes first refuses it as something else (the visitor's
 * code was right), one that answers `registration_required` again has not looked at the code
 * (the visitor's answer is then a wrong code, the same a client gets).
 */
import type { BookingFailure, BookingResult } from '@/lib/booking/result';

export type RegistrationProof = 'code-right' | 'unproven' | 'unavailable';

/** The visitor's code with its last digit changed: a code that is wrong whenever theirs is right. */
export function otherCode(code: string): string {
  const last = Number(code.at(-1));
  return `${code.slice(0, -1)}${Number.isInteger(last) ? (last + 1) % 10 : 0}`;
}

export async function registrationProof(
  answer: BookingFailure,
  askWithOtherCode: () => Promise<BookingResult<unknown>>,
): Promise<RegistrationProof> {
  if (answer.kind !== 'rejected' || answer.code !== 'registration_required') return 'unproven';
  const other = await askWithOtherCode();
  // A system that accepted a code the visitor did not send cannot be told apart from one that checks nothing.
  if (other.ok) return 'unproven';
  if (other.failure.kind === 'unavailable') return 'unavailable';
  return other.failure.kind === 'rejected' && other.failure.code === 'registration_required'
    ? 'unproven'
    : 'code-right';
}
