/**
 * The shape of a phone number as the browser checks it (callback form, phone sign-in):
 * digits with an optional leading `+`; spaces, brackets and dashes are allowed and dropped;
 * at least 10 digits (and at most 15, the longest international number). The compact form,
 * e.g. `+442079460958`, is what is sent. This check is light on purpose and imports nothing,
 * so that a form that needs only it (the booking panel's sign-in) does not bring a schema
 * library into the browser; the server then reads the number with the phone library and
 * keeps it in E.164 (`phone-number.ts`).
 */

/** Key under the `Phone` messages of `locales/*.json`: "Incorrect phone number entered". */
export const phoneErrorKey = 'invalid';

export const minPhoneDigits = 10;
export const maxPhoneDigits = 15;

/** The compact number, or null when it does not have a phone number's shape. */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s()\-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '').length;
  return digits >= minPhoneDigits && digits <= maxPhoneDigits ? compact : null;
}
