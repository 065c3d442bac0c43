import type { BookingStore } from '../booking-store';
import type { CatalogueStore } from '../catalogue-store';
import type { ClientStore } from '../client-store';
import type { CodeStore } from '../code-store';

/** What every handler of the embedded backend works with. */
export type BackendContext = {
  catalogue: CatalogueStore;
  bookings: BookingStore;
  clients: ClientStore;
  codes: CodeStore;
  appToken: string;
  appId: string;
  dbCode: string;
  brandName: string;
  siteUrl: string;
  now: () => number;
  /** Booked appointments not yet started one client may have. */
  maxUpcomingAppointments: number;
  /** Called with each queued text message (the development server prints it). */
  onSms: (phone: string, body: string) => void;
};
