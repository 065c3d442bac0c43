/**
 * Column types that mean the same on SQLite and PostgreSQL, so one set of migrations builds
 * both. SQLite decides a column's storage by the words in its declared type ("INT" means
 * integer, "DOUB" real), so `bigint` and `double precision` store exactly as `integer` and
 * `real` did there; PostgreSQL takes the names literally, where `integer` (int4) would
 * overflow on a millisecond instant and `real` (float4) round a price.
 */
import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { isPostgres } from '../dialect';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then
export function columnTypes(db: Kysely<any>) {
  const postgres = isPostgres(db);
  return {
    /** Unix milliseconds (UTC): int8 on PostgreSQL, since 2^31 ms is less than 25 days. */
    instant: 'bigint' as const,
    /** A price, a rating, a coordinate: float8 on PostgreSQL. */
    double: 'double precision' as const,
    /** The type of an id the database assigns (with `generatedKey`); SQLite wants exactly `integer` for its row id. */
    serial: postgres ? ('bigint' as const) : ('integer' as const),
    /** What makes a `serial` column the primary key that counts up: an identity on PostgreSQL, AUTOINCREMENT on SQLite. */
    generatedKey: (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    /** A column that holds (or references) a `serial` id. */
    serialRef: 'bigint' as const,
  };
}
