/**
 * Which numbers the site sends a sign-in code to: mobiles of the countries the salon serves
 * (`SMS_COUNTRIES`), nothing else. Every text is paid for, and some numbers cost far more
 * than a mobile (premium-rate, shared-cost, satellite) or pay whoever rents them; a London
 * salon's clients sign in from their own mobile, and anyone else can call the salon.
 *
 * The number's type is libphonenumber's, from its full metadata (`libphonenumber-js/max`):
 * - MOBILE is accepted, and FIXED_LINE_OR_MOBILE, which a country whose ranges do not tell
 *   the two apart (the United States, Canada) gives every number;
 * - FIXED_LINE, PREMIUM_RATE, SHARED_COST, TOLL_FREE, PERSONAL_NUMBER (UK 070: a forwarding
 *   number, often charged above a mobile), PAGER, UAN, VOICEMAIL and a number of no known
 *   type (a range not in the metadata, or not allocated) are refused;
 * - VOIP (UK 056, and the satellite and other non-geographic ranges, which have no country
 *   at all) is refused too: many such numbers cannot receive a text, and they are rented by
 *   the hundred for a few pence each, which is exactly what a per-phone limit relies on not
 *   being true.
 * The country is the number's own (libphonenumber tells Guernsey, Jersey and the Isle of Man
 * apart from the United Kingdom although they share +44), so they count only when listed.
 *
 * One range is accepted although libphonenumber does not know it: Ofcom's drama range of
 * mobiles, 07700 900000 to 900999, reserved for fiction and never allocated to anyone. A text
 * to it reaches no phone, so it costs at most what a text to any British mobile costs, within
 * the same limits and budget; the site's tests and trials sign in with these numbers.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Ofcom's mobile numbers for drama, in E.164: `+447700900000` to `+447700900999`. */
const dramaMobile = /^\+447700900\d{3}$/;

const textableTypes = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/** Whether a sign-in code may be sent to `e164` (a number in E.164) when the salon serves `countries` (ISO 3166 codes). */
export function isTextableMobile(e164: string, countries: readonly string[]): boolean {
  if (dramaMobile.test(e164)) return countries.includes('GB');
  const number = parsePhoneNumberFromString(e164);
  if (!number?.country || !countries.includes(number.country)) return false;
  return textableTypes.has(number.getType() ?? '');
}
