export type BookingLeaseTables = {
  /**
   * One row per booking under way on the site, whatever the booking system: a client holds at
   * most two at once. `expires_at` (Unix milliseconds): when a lease whose booking never
   * ended (its process died) stops counting; it is swept after.
   */
  booking_leases: { id: string; client_id: string; expires_at: number };
};
