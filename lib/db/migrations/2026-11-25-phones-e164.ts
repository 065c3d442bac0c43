/**
 * The embedded booking backend's clients keyed on their phone in E.164, as every new number
 * now is: a client registered as `07700 900123` is found again when they sign in as
 * `+44 7700 900123`. A row whose number the phone library cannot read, or whose E.164 form
 * another client already has, keeps its number as it was (nothing is merged or lost).
 */
import type { Kysely } from 'kysely';
import { toE164 } from '@/lib/phone/phone-number';

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
