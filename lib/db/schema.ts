/**
 * The tables of the site's database, as Kysely sees them. Each feature declares its own
 * tables beside its store module and adds them here, so one `Kysely<Database>` types them all.
 */
import type { ServerKeyTables } from '@/lib/auth/server-key-tables';
import type { SignInTables } from '@/lib/auth/sign-in-tables';
import type { BookingLocalTables } from '@/lib/booking/local/tables';
import type { BookingLeaseTables } from '@/lib/booking/site/booking-lease-tables';
import type { CallbackTables } from '@/lib/callback/callback-tables';
import type { FavouritesTables } from '@/lib/favourites/favourites-tables';
import type { RateLimitTables } from '@/lib/rate-limit/rate-limit-tables';

export type Database = RateLimitTables &
  SignInTables &
  ServerKeyTables &
  FavouritesTables &
  BookingLocalTables &
  BookingLeaseTables &
  CallbackTables;
