/**
 * What every booking-system call answers: the value, or why not. Callers decide what a
 * failure means: lists degrade to `[]` (logged), writes and sign-in pass the system's own
 * refusal (its code and message) to the visitor, and nothing becomes a silent `null`.
 */
export type BookingFailure =
  /** The token was missing, wrong or expired. */
  | { kind: 'unauthorized'; status: 401 }
  /** The system refused the request and said why (status 400-499 other than 401). */
  | {
      kind: 'rejected';
      status: number;
      code: string;
      message: string;
      field: string | null;
      attemptsLeft: number | null;
    }
  /** No usable answer: 500 or above, unreachable, too slow, or a body that is not the shape expected. */
  | { kind: 'unavailable'; reason: 'server-error' | 'unreachable' | 'timeout' | 'malformed'; status: number | null };

export type BookingResult<T> = { ok: true; value: T } | { ok: false; failure: BookingFailure };

export const success = <T>(value: T): BookingResult<T> => ({ ok: true, value });
export const failure = <T>(failure: BookingFailure): BookingResult<T> => ({ ok: false, failure });

/** A short description for logs; never includes a token or a request body. */
export function describeFailure(failure: BookingFailure): string {
  switch (failure.kind) {
    case 'unauthorized':
      return 'unauthorized (401)';
    case 'rejected':
      return `rejected ${failure.status} ${failure.code}`;
    case 'unavailable':
      return `unavailable: ${failure.reason}${failure.status ? ` (${failure.status})` : ''}`;
  }
}
