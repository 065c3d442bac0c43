import type { Generated } from 'kysely';

export type RateLimitTables = {
  /**
   * One row per counted request: a sliding window counts the rows of a key newer than its
   * start. `expires_at`: when the hit leaves its window, after which it is swept.
   */
  rate_limit_hits: { id: Generated<number>; key: string; at: number; expires_at: number };
};
