/**
 * Kysely's SQLite dialect, with two changes.
 *
 * Every transaction starts with `BEGIN IMMEDIATE`.
 * A deferred `BEGIN` takes the write lock only at its first write; if another process
 * committed in between, SQLite refuses the upgrade at once (SQLITE_BUSY) instead of
 * waiting. Taking the lock up front lets `busy_timeout` queue writers from several
 * processes (a server and `npm run sms`, two servers starting on one data folder) in turn.
 *
 * Migrations run inside one transaction. Kysely assumes SQLite's DDL is not transactional
 * and runs them bare, but it is: so a failed migration leaves nothing half done, and two
 * processes migrating a fresh file take turns instead of both creating the tables.
 */
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type DialectAdapter,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}
