import type { BookingFailure } from '@/lib/booking/result';
import { problem } from '@/lib/http/json-problem';

/** A booking-system failure as the site API's answer: the system's refusal passes through; an outage is a 503, never a 500. */
export function failureResponse(failure: BookingFailure): Response {
  switch (failure.kind) {
    case 'unauthorized':
      return problem(401, 'unauthorized');
    case 'rejected':
      return problem(failure.status === 400 ? 422 : failure.status, failure.code, {
        message: failure.message,
        ...(failure.field ? { field: failure.field } : {}),
        ...(failure.attemptsLeft !== null ? { attemptsLeft: failure.attemptsLeft } : {}),
      });
    case 'unavailable':
      return problem(503, 'booking_unavailable', {}, { 'Retry-After': '30' });
  }
}
