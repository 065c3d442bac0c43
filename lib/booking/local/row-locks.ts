/**
 * The rows a write of the embedded backend locks before it decides, on PostgreSQL (`FOR
 * UPDATE`: a second writer waits, then reads what the first committed). On SQLite every
 * transaction already holds the database's only write lock. Writes that take both lock the
 * client first, then the appointment, so two of them never wait on each other in a circle.
 */
import type { Transaction } from 'kysely';
import { isPostgres } from '@/lib/db/dialect';
import type { Database } from '@/lib/db/schema';

/** The client's row, locked: what counts their appointments (drafts, upcoming, cancelled) takes turns per client. */
export async function lockClient(trx: Transaction<Database>, clientId: number): Promise<void> {
  await trx
    .selectFrom('booking_clients')
    .select('id')
    .where('id', '=', clientId)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .execute();
}

/** The appointment's row, locked, as it is now; undefined if it is gone. */
export const lockAppointment = (trx: Transaction<Database>, id: number) =>
  trx
    .selectFrom('booking_appointments')
    .selectAll()
    .where('id', '=', id)
    .$if(isPostgres(trx), (query) => query.forUpdate())
    .executeTakeFirst();
