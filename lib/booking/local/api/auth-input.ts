/**
 * What the embedded backend's sign-in routes read, as zod schemas: the queries of
 * `GET /auth/client` (sending a code to `phone`; confirming `auth_id` with `code`, and the
 * new client's details once the code is right), of `GET /auth/refresh`, and the body of
 * `POST /auth/logout`. The application's id and database code are compared by the routes
 * first, before any of these is read.
 */
import { z } from 'zod';
import { toE164 } from '@/lib/phone/phone-number';
import { codeDigits } from '../code-store';

const phoneMessage = 'Incorrect phone number entered';

/** Clients and codes are keyed on the number in E.164, whatever form the caller used. */
export const sendCodeQuery = z.object({
  phone: z.string({ error: phoneMessage }).transform((text, context) => {
    const phone = toE164(text);
    if (phone) return phone;
    context.addIssue({ code: 'custom', message: phoneMessage });
    return z.NEVER;
  }),
});

export const confirmCodeQuery = z.object({
  auth_id: z.string().default(''),
  code: z.string({ error: `The code has ${codeDigits} digits` }).regex(new RegExp(`^\\d{${codeDigits}}$`)),
});

/** The fields a missing name is refused on (422 `registration_required`, not 400). */
export const nameFields = ['firstname', 'lastname'];
const nameMessage = 'New clients give their name';
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new client's details: a name (spaces around ignored), an email that may be left out or blank, `sex` (`male`, else female). */
export const registrationQuery = z.object({
  firstname: z.string({ error: nameMessage }).trim().min(1),
  lastname: z.string({ error: nameMessage }).trim().min(1),
  email: z
    .string()
    .trim()
    .refine((email) => email === '' || emailPattern.test(email), { error: 'The email address is not valid' })
    .optional()
    .transform((email) => email || null),
  sex: z
    .string()
    .optional()
    .transform((sex) => (sex?.toLowerCase() === 'male' ? 'male' : 'female')),
});

const refreshTokenField = z.string({ error: 'A refresh token is required' }).min(1);

export const refreshQuery = z.object({ refresh_token: refreshTokenField });

export const logoutBody = z.object({ refresh_token: refreshTokenField });
