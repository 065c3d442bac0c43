/**
 * The shape of a phone number as the browser checks it (callback form, phone sign-in):
 * digits with an optional leading `+`; spaces, brackets and dashes are allowed and dropped;
 * at least 10 digits (and at most 15, the longest international number). The parsed value
 * is the compact form, e.g. `+442079460958`. This check is light on purpose, to keep the
 * browser's bundle small; the server then reads the number with the phone library and keeps
 * it in E.164 (`phone-number.ts`). A failure carries `phoneErrorKey`, the locale key of the
 * message "Incorrect phone number entered", never the text itself.
 */
import { z } from 'zod';

/** Key under the `Phone` messages of `locales/*.json`. */
export const phoneErrorKey = 'invalid';

export const minPhoneDigits = 10;
export const maxPhoneDigits = 15;

export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s()\-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '').length;
  return digits >= minPhoneDigits && digits <= maxPhoneDigits ? compact : null;
}

export const phoneSchema = z.string(phoneErrorKey).transform((value, context) => {
  const phone = normalisePhone(value);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: phoneErrorKey });
    return z.NEVER;
  }
  return phone;
});
