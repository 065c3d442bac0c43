export type SignInTables = {
  /**
   * A phone sign-in waiting for its code; the browser holds only `id`, in an httpOnly cookie.
   * `tries`: codes tried and not given back (each is counted before the booking system is asked).
   */
  auth_sign_ins: { id: string; auth_id: string; phone: string; tries: number; expires_at: number };
  /**
   * A phone's tries at its codes across its sign-ins: `tries` a JSON list of the instants
   * (ms) of its tries within the last day, `paused_until` the end of its pause (0: none),
   * `active_until` when the row stops mattering (swept after).
   */
  auth_phone_tries: { phone: string; tries: string; paused_until: number; active_until: number };
  /** Sessions signed out, by the id the site gave the sign-in; refused until `expires_at`. */
  auth_revoked_sessions: { session: string; expires_at: number };
  /**
   * Refresh tokens the site is trading in, by SHA-256 hash: `refreshing` (one request is
   * trading it in now; others wait), or `rotated` (traded in at `at` for the pair in
   * `next_tokens`, encrypted, whose refresh token hashes to `next_hash`; handed to a
   * concurrent request for a few seconds). `revoked` rows are from before sessions were
   * revoked by id; they are refused until `expires_at` and then swept.
   */
  auth_refresh_tokens: {
    hash: string;
    state: 'revoked' | 'refreshing' | 'rotated';
    next_hash: string | null;
    next_tokens: string | null;
    at: number;
    expires_at: number;
  };
};
