/** The booking system's salon data, as it sends it. Only `lib/booking` reads these shapes. */
import { z } from 'zod';
import { rawFlag, rawId, rawOptionalId, rawText } from './common';

export const rawLocation = z.object({
  id: rawId,
  name: z.string(),
  city: rawText,
  street: rawText,
  phone: rawText,
  timezone: z.string(),
  active: rawFlag,
  geo_position: z.object({ lat: z.number(), lng: z.number() }).nullish(),
});

export const rawServiceCategory = z.object({ id: rawId, name: z.string(), parent: rawOptionalId });

export const rawService = z.object({
  id: rawId,
  category: rawOptionalId,
  name: z.string(),
  /** Minutes. */
  duration: z.number().int().positive(),
  public: rawFlag,
  archive: rawFlag,
  gender: z.enum(['female', 'male', 'unisex']).nullish(),
  descriptionPlainText: rawText,
  location_prices: z.array(z.object({ location: rawId, price: z.number().nonnegative() })).default([]),
  price_currency: z.string().default('GBP'),
});

const rawWorkInterval = z.object({
  /** ISO weekday, Monday 1 to Sunday 7. */
  weekday: z.number().int().min(1).max(7),
  start: z.string().regex(/^\d{2}:\d{2}$/),
  end: z.string().regex(/^\d{2}:\d{2}$/),
  breaks: z.array(z.object({ start: z.string(), end: z.string() })).default([]),
});

export const rawEmployee = z.object({
  id: rawId,
  name: z.string(),
  firstname: rawText,
  lastname: rawText,
  photo: rawText,
  photo_exists: rawFlag.default(false),
  positions: z.array(rawId).default([]),
  roles: z.array(z.string()).default([]),
  gender: z.enum(['female', 'male']).nullish(),
  public: rawFlag,
  archive: rawFlag,
  default_appointment_duration: z.number().int().positive().nullish(),
  /** Weekly working hours per location id. */
  schedules: z.record(z.string(), z.array(rawWorkInterval)).default({}),
});

export const rawPosition = z.object({ id: rawId, name: z.string(), role: rawText, parent: rawOptionalId });

export const rawSettings = z.object({
  common: z.object({ currency: z.string().default('GBP'), timezone: z.string().nullish() }).loose(),
  client_module: z
    .object({ online_booking: rawFlag.default(true), cancel_appointment_hours: z.number().nonnegative().default(48) })
    .loose(),
  information: z.record(z.string(), z.unknown()).default({}),
  statistics: z.record(z.string(), z.unknown()).default({}),
  prepayments: z.record(z.string(), z.unknown()).default({}),
});

export const rawFeedback = z.object({
  id: rawId,
  firstName: rawText,
  appointment: rawOptionalId,
  date: z.string(),
  professional: rawOptionalId,
  professionalName: rawText,
  professionalPhotoExists: rawFlag.default(false),
  rating: z.number().min(0).max(5),
  text: rawText,
  /** The text's language (a BCP 47 tag) where the system records it; the embedded backend does. */
  language: rawText,
});
