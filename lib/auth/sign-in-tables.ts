export type SignInTables = {
  /** A phone sign-in waiting for its code; the browser holds only `id`, in an httpOnly cookie. */
  auth_sign_ins: { id: string; auth_id: string; phone: string; wrong_attempts: number; expires_at: number };
  /**
   * Refresh tokens the site knows about, by SHA-256 hash: `revoked` (signed out; refused
   * until `expires_at`), `refreshing` (one request is trading it in now; others wait), or
   * `rotated` (traded in at `at` for the pair in `next_tokens`, encrypted, whose refresh
   * token hashes to `next_hash`; handed to a concurrent request for a few seconds).
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
