/**
 * Brings a database up to the latest schema. Migrations are imported statically (see
 * `migrations/index.ts`) so the bundler ships them with the server; none is read from disk.
 * Kysely's migrator runs them in one transaction, so concurrent starters wait for the
 * first (the transaction takes the write lock as it begins) and then find nothing to do.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { migrations } from './migrations';

class StaticMigrationProvider implements MigrationProvider {
  constructor(private readonly all: Record<string, Migration>) {}
  async getMigrations() {
    return this.all;
  }
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration may touch any table
export async function migrateToLatest(db: Kysely<any>, all: Record<string, Migration> = migrations): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(all),
    // Features add migrations on separate branches; their names need not merge in order.
    allowUnorderedMigrations: true,
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new MigrationError(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}
