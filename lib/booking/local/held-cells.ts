/**
 * The 30-minute cells an appointment's services hold: one row per (employee, cell start),
 * the primary key, so of two transactions taking the same cell exactly one commits.
 */
import type { Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';

/** A cell asked for is held by another appointment: the transaction that asked is rolled back. */
export class SlotTaken extends Error {}

/** A primary-key or unique violation, as SQLite and PostgreSQL (SQLSTATE 23505) name it. */
const isUniqueViolation = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  /^(SQLITE_CONSTRAINT_(PRIMARYKEY|UNIQUE)|23505)$/.test(String(error.code));

export type CellClaim = { serviceRowId: number; employeeId: string; cells: number[] };

/** Takes the cells, or throws `SlotTaken` if any of them is held already. */
export async function holdCells(trx: Transaction<Database>, claims: CellClaim[]): Promise<void> {
  const rows = claims.flatMap((claim) =>
    claim.cells.map((cell) => ({
      employee_id: claim.employeeId,
      slot_start: cell,
      appointment_service_id: claim.serviceRowId,
    })),
  );
  if (rows.length === 0) return;
  try {
    await trx.insertInto('booking_occupied_slots').values(rows).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlotTaken();
    throw error;
  }
}

/** Lets go of every cell the appointment's services hold. */
export async function releaseCells(trx: Transaction<Database>, appointmentId: number): Promise<void> {
  await trx
    .deleteFrom('booking_occupied_slots')
    .where(
      'appointment_service_id',
      'in',
      trx.selectFrom('booking_appointment_services').select('id').where('appointment_id', '=', appointmentId),
    )
    .execute();
}
