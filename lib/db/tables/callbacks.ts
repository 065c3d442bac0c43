import type { Generated } from 'kysely';

export type CallbackTables = {
  /**
   * One row per callback request, kept for good: the outbox delivers it to the salon's
   * webhook and marks it delivered. `claimed_until` is the lease of a delivery in flight.
   * Times are Unix milliseconds (UTC).
   */
  callback_requests: {
    id: Generated<number>;
    name: string;
    phone: string;
    link: string;
    created_at: number;
    attempts: Generated<number>;
    next_attempt_at: number;
    claimed_until: number | null;
    delivered_at: number | null;
    last_error: string | null;
  };
};
