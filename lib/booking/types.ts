/**
 * The booking system in the site's own terms. Ids are opaque strings; instants are UTC ISO
 * strings; money is in the location's currency. No raw booking-system shape passes here.
 */
import type { ContentLanguage } from '@/lib/content/content-language';

export type BookingLocation = {
  id: string;
  name: string;
  city: string | null;
  street: string | null;
  phone: string | null;
  timeZone: string;
  active: boolean;
  geo: { latitude: number; longitude: number } | null;
};

export type BookingCategory = { id: string; name: string; parentId: string | null };

export type BookingService = {
  id: string;
  categoryId: string | null;
  name: string;
  durationMinutes: number;
  gender: 'female' | 'male' | 'unisex' | null;
  description: string | null;
  prices: { locationId: string; price: number }[];
  currency: string;
};

export type WorkingHours = { weekday: number; start: string; end: string; breaks: { start: string; end: string }[] };

export type BookingEmployee = {
  id: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  photoUrl: string | null;
  positionIds: string[];
  gender: 'female' | 'male' | null;
  defaultDurationMinutes: number | null;
  /** Weekly hours per location id. */
  schedules: Record<string, WorkingHours[]>;
};

export type BookingPosition = { id: string; name: string; role: string | null; parentId: string | null };

export type BookingSettings = {
  currency: string;
  timeZone: string | null;
  onlineBooking: boolean;
  /** A booking can be cancelled online until this many hours before it starts. */
  cancellationHours: number;
};

export type Feedback = {
  id: string;
  firstName: string | null;
  appointmentId: string | null;
  date: string;
  employeeId: string | null;
  employeeName: string | null;
  employeeHasPhoto: boolean;
  rating: number;
  text: string | null;
  /** The language the text is written in: as the system says, else as its script shows; null without text. */
  language: ContentLanguage | null;
};

export type EmployeeFreeTime = { employeeId: string; starts: string[] };

export type FreeTimeQuery = { locationId: string; serviceId: string; employeeId: string | null; date: string };

export type AppointmentService = {
  id: string;
  serviceId: string;
  employeeId: string;
  start: string;
  end: string;
  quantity: number;
  price: number | null;
};

export type Appointment = {
  id: string;
  locationId: string;
  clientId: string | null;
  state: string;
  start: string | null;
  services: AppointmentService[];
  /** Grows with each change of time, for the calendar file's SEQUENCE. */
  sequence: number;
};

export type BookingClient = {
  id: string;
  phone: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  gender: 'female' | 'male' | null;
  photoUrl: string | null;
  bonus: number;
  balance: number;
  forbiddenOnlineBooking: boolean;
};

export type CodeSent = { authId: string; expiresInSeconds: number };

export type SessionTokens = {
  accessToken: string;
  refreshToken: string;
  expiresInSeconds: number;
  refreshExpiresInSeconds: number | null;
  clientId: string;
};

export type Registration = { firstName: string; lastName: string; email: string | null; sex: 'Female' | 'Male' };

/** Checks the booking system skips on a write unless told (the salon's own rules still apply). */
export const appointmentForce = ['serviceTeeth', 'serviceHall', 'hallTime', 'resourceTime'] as const;
