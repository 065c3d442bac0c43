/**
 * The body of `POST /api/auth/confirm`: the `code` from the text message (4 to 8 digits,
 * spaces around it ignored), and the details a new client registers with: `firstName`,
 * `lastName` and `email` (which may be empty). The details are read only when the body gives
 * any of them (not blank), and then all of them, after the code.
 */
import { z } from 'zod';

const codeField = z
  .string({ error: 'The code is the digits from the text message' })
  .trim()
  .regex(/^\d{4,8}$/);

const refusedDetail = (field: string) => ({ error: `The ${field} is missing or not valid` });

const registrationFields = {
  firstName: z.string(refusedDetail('firstName')).trim().min(1).max(60),
  lastName: z.string(refusedDetail('lastName')).trim().min(1).max(60),
  email: z.union([z.email(refusedDetail('email')).max(120), z.literal('')], refusedDetail('email')).optional(),
};

export type Registration = { firstName: string; lastName: string; email: string | null };
export type ConfirmBody = { code: string; registration?: Registration };

const confirmBodies = {
  codeOnly: z.object({ code: codeField }).transform(({ code }): ConfirmBody => ({ code })),
  withRegistration: z
    .object({ code: codeField, ...registrationFields })
    .transform(({ code, firstName, lastName, email }): ConfirmBody => ({
      code,
      registration: { firstName, lastName, email: email || null },
    })),
};

const registrationKeys = Object.keys(registrationFields);

/** Whether a body carries registration details: any of them given and not blank. */
export const wantsRegistration = (body: Record<string, unknown>) =>
  registrationKeys.some((key) => body[key] !== undefined && body[key] !== '');

/** The schema of a confirmation's body: the code, then the details when the body gives any. */
export const confirmBodySchema = (body: Record<string, unknown>) =>
  wantsRegistration(body) ? confirmBodies.withRegistration : confirmBodies.codeOnly;
