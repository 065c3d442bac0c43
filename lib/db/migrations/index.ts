/**
 * Every migration, imported statically so the server bundle carries them. Names sort in the
 * order they were written (date first); add a line here with each new migration module.
 */
import type { Migration } from 'kysely';
import * as appointmentRevision from './2026-11-25-appointment-revision';
import * as bookingLocal from './2026-11-23-booking-local';
import * as callbackRequests from './2026-11-23-callback-requests';
import * as rateLimits from './2026-11-23-rate-limits';
import * as signInAndFavourites from './2026-11-23-sign-in-and-favourites';
import * as rateLimitExpiry from './2026-11-25-rate-limit-expiry';
import * as phonesE164 from './2026-11-25-phones-e164';
import * as refreshTokenFamilies from './2026-11-25-refresh-token-families';
import * as rateLimitWindows from './2026-11-26-rate-limit-windows';
import * as signInSecrets from './2026-11-25-sign-in-secrets';
import * as signInTries from './2026-11-26-sign-in-tries';
import * as smsDelivery from './2026-11-25-sms-delivery';
import * as bookingLeases from './2026-11-26-booking-leases';
import * as bookingSweepIndexes from './2026-11-26-booking-sweep-indexes';
import * as bookingOnce from './2026-11-28-booking-once';
import * as feedbackLanguage from './2026-11-28-feedback-language';

export const migrations: Record<string, Migration> = {
  '2026-11-23-rate-limits': rateLimits,
  '2026-11-23-callback-requests': callbackRequests,
  '2026-11-23-sign-in-and-favourites': signInAndFavourites,
  '2026-11-23-booking-local': bookingLocal,
  '2026-11-25-sms-delivery': smsDelivery,
  '2026-11-25-appointment-revision': appointmentRevision,
  '2026-11-25-rate-limit-expiry': rateLimitExpiry,
  '2026-11-25-phones-e164': phonesE164,
  '2026-11-25-sign-in-secrets': signInSecrets,
  '2026-11-25-refresh-token-families': refreshTokenFamilies,
  '2026-11-26-rate-limit-windows': rateLimitWindows,
  '2026-11-26-sign-in-tries': signInTries,
  '2026-11-26-booking-sweep-indexes': bookingSweepIndexes,
  '2026-11-26-booking-leases': bookingLeases,
  '2026-11-28-booking-once': bookingOnce,
  '2026-11-28-feedback-language': feedbackLanguage,
};
