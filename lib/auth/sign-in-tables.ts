export type SignInTables = {
  /** A phone sign-in waiting for its code; the browser holds only `id`, in an httpOnly cookie. */
  auth_sign_ins: { id: string; auth_id: string; phone: string; wrong_attempts: number; expires_at: number };
};
