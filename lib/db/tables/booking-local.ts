/** The embedded booking backend's tables. Instants are UTC milliseconds; wall-clock times are minutes after midnight, salon time. */
import type { Generated } from 'kysely';

export type BookingLocalTables = {
  booking_locations: {
    id: number;
    name: string;
    city: string;
    street: string;
    phone: string;
    timezone: string;
    active: number;
    lat: number | null;
    lng: number | null;
  };
  booking_categories: { id: number; name: string; parent: number | null };
  booking_services: {
    id: string;
    category: number | null;
    name: string;
    duration: number;
    public: number;
    archive: number;
    gender: string | null;
    description: string | null;
    price_currency: string;
  };
  booking_service_prices: { service_id: string; location_id: number; price: number };
  booking_positions: { id: number; name: string; role: string | null; parent: number | null };
  booking_employees: {
    id: string;
    firstname: string;
    lastname: string;
    photo: string | null;
    gender: string | null;
    public: number;
    archive: number;
    default_duration: number | null;
  };
  booking_employee_positions: { employee_id: string; position_id: number };
  /** The service categories (and everything under them) an employee takes. */
  booking_employee_categories: { employee_id: string; category_id: number };
  booking_schedule: {
    employee_id: string;
    location_id: number;
    weekday: number;
    kind: 'work' | 'break';
    starts_min: number;
    ends_min: number;
  };
  booking_settings: { name: string; value: string };
  booking_feedbacks: {
    id: number;
    first_name: string;
    appointment_id: number | null;
    at: number;
    employee_id: string | null;
    rating: number;
    text: string | null;
    /** The language the text is written in (`en`, `uk`), or null when unknown. */
    lang: string | null;
  };
  /**
   * One per phone that confirmed a code (registration needs one), so no more than the phones
   * whose texts one can read; kept, as the salon's client records (favourites key on them).
   */
  booking_clients: {
    id: Generated<number>;
    phone: string;
    firstname: string | null;
    lastname: string | null;
    email: string | null;
    gender: string | null;
    forbidden_online_booking: Generated<number>;
    created_at: number;
  };
  /**
   * Tokens by hash. `family` is shared by every token descended from one sign-in; a spent
   * refresh token stays (with `spent_at`) until it expires, so its reuse is recognised. A
   * family keeps its latest 50 spent refresh tokens and 5 access tokens; expired tokens go
   * at every sign-in and refresh; sign-ins are bounded by the codes a phone is sent.
   */
  booking_tokens: {
    hash: string;
    client_id: number;
    kind: 'access' | 'refresh';
    expires_at: number;
    family: string | null;
    spent_at: number | null;
  };
  /** At most 10 a day per phone (counted with the phone locked); kept a day, then deleted by the next code made. */
  booking_auth_codes: {
    auth_id: string;
    phone: string;
    code_hash: string;
    wrong_attempts: Generated<number>;
    expires_at: number;
    used_at: number | null;
    created_at: number;
  };
  /**
   * One row per text message. With an SMS webhook configured the outbox delivers it (the same
   * delivery columns as `callback_requests`; new rows are due at once); without one it waits
   * here for `npm run sms`. One per code, so bounded as the codes are; its text emptied
   * once its code has expired, its row deleted after a week.
   */
  booking_sms_outbox: {
    id: Generated<number>;
    phone: string;
    body: string;
    created_at: number;
    attempts: Generated<number>;
    next_attempt_at: Generated<number>;
    claimed_until: number | null;
    delivered_at: number | null;
    last_error: string | null;
  };
  /**
   * Per client: at most 2 drafts under way (one not booked within 15 minutes is swept) and
   * `MAX_UPCOMING_APPOINTMENTS` booked ones to come, counted with the client locked; a
   * cancelled draft is deleted; the latest 20 cancelled bookings are kept.
   */
  booking_appointments: {
    id: Generated<number>;
    location_id: number;
    client_id: number;
    state: 'draft' | 'booked' | 'canceled';
    comment: string | null;
    created_at: number;
    updated_at: number;
    /** 0 when made, one more with each move. */
    revision: Generated<number>;
  };
  /** At most 5 per appointment; they go with their appointment. */
  booking_appointment_services: {
    id: Generated<number>;
    appointment_id: number;
    service_id: string;
    employee_id: string;
    starts_at: number;
    ends_at: number;
    price: number | null;
    quantity: number;
  };
  /**
   * One row per 30-minute cell an appointment holds: the primary key makes a double booking
   * impossible. Freed by a cancel or move; a cell a day past is swept with each new draft.
   */
  booking_occupied_slots: { employee_id: string; slot_start: number; appointment_service_id: number };
};
