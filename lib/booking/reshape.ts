/** Raw booking-system shapes into the site's booking types. */
import { DateTime } from 'luxon';
import type { z } from 'zod';
import { contentLanguages, type ContentLanguage } from '@/lib/content/content-language';
import type {
  rawEmployee,
  rawFeedback,
  rawLocation,
  rawPosition,
  rawService,
  rawServiceCategory,
  rawSettings,
} from './raw/catalogue';
import type { rawAppointment, rawClient, rawCodeSent, rawTokens } from './raw/booking';
import type {
  Appointment,
  BookingCategory,
  BookingClient,
  BookingEmployee,
  BookingLocation,
  BookingPosition,
  BookingService,
  BookingSettings,
  CodeSent,
  Feedback,
  SessionTokens,
} from './types';

type Raw<T extends z.ZodType> = z.output<T>;

/** An instant with any offset, as a UTC ISO string. */
export const toUtcIso = (instant: string): string => DateTime.fromISO(instant, { setZone: true }).toUTC().toISO()!;

export const toLocation = (raw: Raw<typeof rawLocation>): BookingLocation => ({
  id: raw.id,
  name: raw.name,
  city: raw.city,
  street: raw.street,
  phone: raw.phone,
  timeZone: raw.timezone,
  active: raw.active,
  geo: raw.geo_position ? { latitude: raw.geo_position.lat, longitude: raw.geo_position.lng } : null,
});

export const toCategory = (raw: Raw<typeof rawServiceCategory>): BookingCategory => ({
  id: raw.id,
  name: raw.name,
  parentId: raw.parent,
});

/** Public, not archived services only: the rest exist for the salon's staff. */
export const isShownService = (raw: Raw<typeof rawService>) => raw.public && !raw.archive;

export const toService = (raw: Raw<typeof rawService>): BookingService => ({
  id: raw.id,
  categoryId: raw.category,
  name: raw.name,
  durationMinutes: raw.duration,
  gender: raw.gender ?? null,
  description: raw.descriptionPlainText,
  prices: raw.location_prices.map((entry) => ({ locationId: entry.location, price: entry.price })),
  currency: raw.price_currency,
});

/** Public, not archived employees only. */
export const isShownEmployee = (raw: Raw<typeof rawEmployee>) => raw.public && !raw.archive;

export const toEmployee = (raw: Raw<typeof rawEmployee>): BookingEmployee => ({
  id: raw.id,
  name: raw.name,
  firstName: raw.firstname,
  lastName: raw.lastname,
  photoUrl: raw.photo_exists ? raw.photo : null,
  positionIds: raw.positions,
  gender: raw.gender ?? null,
  defaultDurationMinutes: raw.default_appointment_duration ?? null,
  schedules: raw.schedules,
});

export const toPosition = (raw: Raw<typeof rawPosition>): BookingPosition => ({
  id: raw.id,
  name: raw.name,
  role: raw.role,
  parentId: raw.parent,
});

export const toSettings = (raw: Raw<typeof rawSettings>): BookingSettings => ({
  currency: raw.common.currency,
  timeZone: raw.common.timezone ?? null,
  onlineBooking: raw.client_module.online_booking,
  cancellationHours: raw.client_module.cancel_appointment_hours,
});

export const toFeedback = (raw: Raw<typeof rawFeedback>): Feedback => ({
  id: raw.id,
  firstName: raw.firstName,
  appointmentId: raw.appointment,
  date: raw.date,
  employeeId: raw.professional,
  employeeName: raw.professionalName,
  employeeHasPhoto: raw.professionalPhotoExists,
  rating: raw.rating,
  text: raw.text,
  language: feedbackLanguage(raw.language, raw.text),
});

/**
 * The language of a feedback's text: the one the system names when the site has it (`uk-UA`
 * is `uk`), else Ukrainian when the text is written in Cyrillic and English when in Latin
 * letters (the salon's two languages); null without text.
 */
export function feedbackLanguage(declared: string | null, text: string | null): ContentLanguage | null {
  const named = declared?.toLowerCase().split('-')[0];
  const known = contentLanguages.find((language) => language === named);
  if (known) return known;
  if (!text) return null;
  const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (cyrillic === 0 && latin === 0) return null;
  return cyrillic > latin ? 'uk' : 'en';
}

export const toAppointment = (raw: Raw<typeof rawAppointment>): Appointment => {
  const services = raw.services
    .map((service) => ({
      id: service.id,
      serviceId: service.service,
      employeeId: service.professional,
      start: toUtcIso(service.start),
      end: toUtcIso(service.end),
      quantity: service.quantity,
      price: service.predictedSum ?? service.saleSum ?? null,
    }))
    .sort((a, b) => a.start.localeCompare(b.start));
  return {
    id: raw.id,
    locationId: raw.location,
    clientId: raw.client,
    state: raw.state,
    start: raw.date ? toUtcIso(raw.date) : (services[0]?.start ?? null),
    services,
    sequence: appointmentSequence(raw),
  };
};

// Seconds from here to a change fit iCalendar's 32-bit SEQUENCE until 2088.
const sequenceEpoch = Date.UTC(2020, 0, 1);

/**
 * The appointment's revision where the booking system counts them; else the second of its
 * last change (after 2020), which also only grows; 0 when it says neither.
 */
function appointmentSequence(raw: Raw<typeof rawAppointment>): number {
  if (typeof raw.revision === 'number') return raw.revision;
  if (!raw.updated) return 0;
  return Math.max(0, Math.floor((Date.parse(raw.updated) - sequenceEpoch) / 1000));
}

export const toClient = (raw: Raw<typeof rawClient>): BookingClient => ({
  id: raw.id,
  phone: raw.phone,
  firstName: raw.firstname,
  lastName: raw.lastname,
  email: raw.email,
  gender: raw.gender ?? null,
  photoUrl: raw.photo_exists ? raw.photo : null,
  bonus: raw.bonus,
  balance: raw.balance,
  forbiddenOnlineBooking: raw.forbiddenOnlineBooking,
});

export const toCodeSent = (raw: Raw<typeof rawCodeSent>): CodeSent => ({
  authId: raw.auth_id,
  expiresInSeconds: raw.expires_in,
});

export const toTokens = (raw: Raw<typeof rawTokens>): SessionTokens => ({
  accessToken: raw.access_token,
  refreshToken: raw.refresh_token,
  expiresInSeconds: raw.expires_in,
  refreshExpiresInSeconds: raw.refresh_expires_in ?? null,
  clientId: raw.client_id,
});
