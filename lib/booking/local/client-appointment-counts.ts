/**
 * What a client has on the books, as the caps count it: drafts still under way (younger than
 * their lifetime; an older one is as good as gone and is swept) and upcoming appointments
 * (booked, their first service not yet started). Read inside the transaction that locked
 * the client, so the count and the write that follows it are one step.
 */
import type { Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';

export async function countAppointments(
  trx: Transaction<Database>,
  clientId: number,
  now: number,
  draftLifetimeMs: number,
): Promise<{ drafts: number; upcoming: number }> {
  const drafts = await trx
    .selectFrom('booking_appointments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('client_id', '=', clientId)
    .where('state', '=', 'draft')
    .where('created_at', '>', now - draftLifetimeMs)
    .executeTakeFirstOrThrow();
  const upcoming = await trx
    .selectFrom('booking_appointments as a')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('a.client_id', '=', clientId)
    .where('a.state', '=', 'booked')
    .where((eb) =>
      eb(
        eb
          .selectFrom('booking_appointment_services as s')
          .select((inner) => inner.fn.min('s.starts_at').as('first'))
          .whereRef('s.appointment_id', '=', 'a.id'),
        '>',
        now,
      ),
    )
    .executeTakeFirstOrThrow();
  return { drafts: Number(drafts.count), upcoming: Number(upcoming.count) };
}
