/**
 * The phone rule of the forms that validate with a schema (the callback form, on both ends):
 * the shape of `phone-shape.ts` as a zod string, parsed to the compact form. A failure carries
 * `phoneErrorKey`, the locale key of the message, never the text itself.
 */
import { z } from 'zod';
import { normalisePhone, phoneErrorKey } from './phone-shape';

export const phoneSchema = z.string(phoneErrorKey).transform((value, context) => {
  const phone = normalisePhone(value);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: phoneErrorKey });
    return z.NEVER;
  }
  return phone;
});
