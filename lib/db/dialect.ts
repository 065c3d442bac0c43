/**
 * What the stores ask of the engine under them. SQLite runs one writer at a time (every
 * transaction begins `IMMEDIATE`), so a transaction there is already alone; PostgreSQL runs
 * them side by side under READ COMMITTED, so a store that reads and then writes on what it
 * read must say what it serialises on.
 */
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export const isPostgres = (db: Kysely<any>): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Makes the rest of this transaction wait for any other transaction holding the same `name`
 * (until it commits or rolls back). On PostgreSQL, a transaction-level advisory lock on a
 * 64-bit hash of the name: it needs no row to exist (a rate-limit key's first hit has none)
 * and is released with the transaction, even when its connection dies. Under READ COMMITTED
 * (PostgreSQL's default, which the pool keeps) every statement after the lock sees what the
 * previous holder committed; under REPEATABLE READ it would not. On SQLite, nothing:
 * the transaction already holds the database's only write lock.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema
export async function serialiseOn(trx: Transaction<any>, name: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`.execute(trx);
}
