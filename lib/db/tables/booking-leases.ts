export type BookingLeaseTables = {
  /**
   * One row per booking under way on the site, whatever the booking system: a client holds at
   * most two at once. `expires_at` (Unix milliseconds): when a lease whose booking never
   * ended (its process died) stops counting; it is swept after. `starts_at`/`ends_at` (Unix
   * milliseconds, null until claimed): the time the booking books, which no other booking of
   * the client's under way may overlap.
   */
  booking_leases: {
    id: string;
    client_id: string;
    expires_at: number;
    starts_at: number | null;
    ends_at: number | null;
  };
  /**
   * The booking page's review forms' one-time tokens: a row from the form's first sending,
   * with the appointment it booked once it has (null while it is under way). Swept after
   * `expires_at` (Unix milliseconds).
   */
  booking_form_tokens: { token: string; appointment_id: string | null; expires_at: number };
};
