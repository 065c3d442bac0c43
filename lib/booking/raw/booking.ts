/** The booking system's free time, appointments, clients and sign-in answers, as it sends them. */
import { z } from 'zod';
import { rawFlag, rawId, rawOptionalId, rawText } from './common';

/** An instant with its offset, e.g. `2026-03-29T09:30:00+01:00`. */
export const rawInstant = z.iso.datetime({ offset: true });

export const rawFreeTime = z.array(z.object({ employee: rawId, slots: z.array(rawInstant) }));

export const rawAppointmentService = z.object({
  id: rawId,
  professional: rawId,
  service: rawId,
  quantity: z.number().int().positive().default(1),
  start: rawInstant,
  end: rawInstant,
  sale: z.number().nullish(),
  saleSum: z.number().nullish(),
  predictedSum: z.number().nullish(),
  refundSum: z.number().nullish(),
  prepaymentSum: z.number().nullish(),
  prepayment: rawFlag.nullish(),
});

export const rawAppointment = z.object({
  id: rawId,
  location: rawId,
  client: rawOptionalId,
  clientFirstName: rawText,
  date: rawInstant.nullish(),
  state: z.string(),
  clientsModuleConfirmed: rawFlag.default(false),
  hasAnySales: rawFlag.default(false),
  feedback: z.object({ rating: z.number() }).nullish(),
  services: z.array(rawAppointmentService).default([]),
  /** When the appointment last changed. */
  updated: rawInstant.nullish(),
  /** How many times it has been moved (the embedded backend says; another system may not). */
  revision: z.number().int().nonnegative().nullish(),
});

export const rawClient = z.object({
  id: rawId,
  phone: z.string(),
  photo: rawText,
  photo_exists: rawFlag.default(false),
  bonus: z.number().default(0),
  email: rawText,
  balance: z.number().default(0),
  gender: z.enum(['female', 'male']).nullish(),
  forbiddenOnlineBooking: rawFlag.default(false),
  firstname: rawText,
  lastname: rawText,
});

export const rawCodeSent = z.object({ auth_id: z.string().min(1), expires_in: z.number().int().positive() });

export const rawTokens = z.object({
  access_token: z.string().min(16),
  refresh_token: z.string().min(16),
  expires_in: z.number().int().positive(),
  refresh_expires_in: z.number().int().positive().nullish(),
  client_id: rawId,
});
