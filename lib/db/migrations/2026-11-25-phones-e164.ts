/**
 * The embedded booking backend's clients keyed on their phone in E.164, as every new number
 * now is: a client registered as `07700 900123` is found again when they sign in as
 * `+44 7700 900123`. A row whose number the phone library cannot read, or whose E.164 form
 * another client already has, keeps its number as it was (nothing is merged or lost).
 *
 * The number is read here as the site's rule (`lib/phone/phone-number.ts`) read it when this
 * migration was written, with a copy of its own: a migration does the same on every database
 * it ever runs on, whatever later becomes of the rule, and the database's code stands on no
 * area above it.
 */
import type { Kysely } from 'kysely';
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

const possible = (number: PhoneNumber | undefined) => (number?.isPossible() ? number : undefined);

/** The number in E.164, or null: 10 to 15 digits (spaces, brackets, dashes dropped), UK by default. */
function toE164(input: string): string | null {
  const compact = input.trim().replace(/[\s()\-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  const digits = compact.replace('+', '').length;
  if (digits < 10 || digits > 15) return null;
  const text = input.trim();
  if (compact.startsWith('+')) return possible(parsePhoneNumberFromString(text))?.number ?? null;
  const uk = possible(parsePhoneNumberFromString(text, 'GB'));
  if (uk || compact.startsWith('0')) return uk?.number ?? null;
  return possible(parsePhoneNumberFromString(`+${compact}`))?.number ?? null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const clients: { id: number; phone: string }[] = await db
    .selectFrom('booking_clients')
    .select(['id', 'phone'])
    .execute();
  const taken = new Set(clients.map((client) => client.phone));
  for (const client of clients) {
    const phone = toE164(client.phone);
    if (!phone || phone === client.phone || taken.has(phone)) continue;
    await db.updateTable('booking_clients').set({ phone }).where('id', '=', client.id).execute();
    taken.add(phone);
  }
}

/** The old forms are not kept, so there is nothing to restore; E.164 is a valid old form too. */
export async function down(): Promise<void> {}
