/**
 * Every phone number the server keeps, keys a limit on or passes on, in one form: E.164
 * (`+447700900123`), made here, once, where a number comes in. Without it `+44 7700 900123`,
 * `447700900123`, `07700 900123` and `0044 7700 900123` would be four phones to the limits
 * and four clients to the booking system, and `+44 (0)20 ...` a number nobody can dial.
 *
 * The number is read by libphonenumber (its full metadata: server only), UK by default:
 * - `+` or `00` then a country code: that country (`+33 6 ...`, `0033 6 ...`);
 * - a leading `0`: a UK number dialled in the UK (`020 7946 0958`, `07700 900123`);
 * - other digits: a UK number without its `0` (`7700 900123`), else, if that is not a UK
 *   number's length, an international number whose country code was typed without the
 *   `+` (`447700900123`, `33612345678`).
 * A number is accepted when its length is possible for its country and type; whether the
 * range is in use is not asked, so a number of a range newer than the library's metadata
 * (and Ofcom's ranges for drama and tests) still gets through.
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import { z } from 'zod';
import { normalisePhone, phoneErrorKey } from './phone-shape';

const possible = (number: PhoneNumber | undefined) => (number?.isPossible() ? number : undefined);

/** The number in E.164, or null when it is not a phone number. */
export function toE164(input: string): string | null {
  // The shape the browser checks too (digits, an optional `+`, spaces, brackets, dashes).
  const compact = normalisePhone(input);
  if (compact === null) return null;
  const text = input.trim();
  if (compact.startsWith('+')) return possible(parsePhoneNumberFromString(text))?.number ?? null;
  const uk = possible(parsePhoneNumberFromString(text, 'GB'));
  if (uk || compact.startsWith('0')) return uk?.number ?? null;
  return possible(parsePhoneNumberFromString(`+${compact}`))?.number ?? null;
}

/** The server's phone rule: the browser's rule, then E.164 or the same `Phone.invalid` failure. */
export const e164PhoneSchema = z.string(phoneErrorKey).transform((value, context) => {
  const phone = toE164(value);
  if (phone === null) {
    context.addIssue({ code: 'custom', message: phoneErrorKey });
    return z.NEVER;
  }
  return phone;
});
