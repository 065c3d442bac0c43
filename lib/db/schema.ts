/**
 * The tables of the site's database, as Kysely sees them. Each area's tables are declared in
 * `tables/<area>.ts`, beside the migrations that make them, and added here, so one
 * `Kysely<Database>` types them all and the database's shape depends on no area above it.
 */
import type { ServerKeyTables } from './tables/server-secrets';
import type { SignInTables } from './tables/sign-in';
import type { BookingLocalTables } from './tables/booking-local';
import type { BookingLeaseTables } from './tables/booking-leases';
import type { CallbackTables } from './tables/callbacks';
import type { FavouritesTables } from './tables/favourites';
import type { RateLimitTables } from './tables/rate-limits';

export type Database = RateLimitTables &
  SignInTables &
  ServerKeyTables &
  FavouritesTables &
  BookingLocalTables &
  BookingLeaseTables &
  CallbackTables;
