// @ts-check
/** The instance's health: its database pool, its Redis connection, its readiness. */
import { Gauge } from 'prom-client';
import { existingProcessSingleton, serverShared } from '../process-singleton.mjs';
import { metric, metricPrefix, readerSlot, sharedReading } from './metrics.mjs';

/** @typedef {{ inUse: number, idle: number, waiting: number }} PoolFigures */

/** @type {() => { read?: () => PoolFigures | null }} */
const poolReader = () => readerSlot('db-pool');
/** @type {() => { read?: () => Promise<boolean | undefined> }} */
const readyReader = () => readerSlot('ready');

/**
 * Reports the PostgreSQL pool's connections in use and the queries waiting for one, read on
 * each scrape (the latest pool opened by this process; null, so no series, with SQLite, which has no pool).
 * @param {() => PoolFigures | null} read
 */
export function watchDatabasePool(read) {
  poolReader().read = read;
  /** @param {'in_use' | 'waiting'} what */
  const gauge = (what) =>
    metric(
      `pool-${what}`,
      (registers) =>
        new Gauge({
          name: `${metricPrefix}db_pool_${what === 'in_use' ? 'connections_in_use' : 'waiting_queries'}`,
          help:
            what === 'in_use'
              ? "PostgreSQL connections of this instance's pool running a query."
              : "Queries of this instance waiting for one of its pool's PostgreSQL connections.",
          registers,
          collect() {
            this.reset();
            const figures = poolReader().read?.();
            if (figures) this.set(what === 'in_use' ? figures.inUse : figures.waiting);
          },
        }),
    );
  gauge('in_use');
  gauge('waiting');
}

/**
 * Whether this process's commands connection to Redis is up (1) or not (0); no series without
 * REDIS_URL. Read from the shared connection as it is, never opening one.
 */
export const redisConnected = () =>
  metric(
    'redis',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}redis_connected`,
        help: "Whether this instance's connection to Redis is usable (1) or not (0); absent without REDIS_URL.",
        registers,
        collect() {
          this.reset();
          if (!process.env.REDIS_URL?.trim()) return;
          /** @type {{ commands: { usable(): boolean } } | undefined} */
          const redis = existingProcessSingleton(serverShared.redis);
          this.set(redis?.commands.usable() ? 1 : 0);
        },
      }),
  );

/** @param {() => Promise<boolean>} read whether the instance is ready (as /api/health/ready answers) */
export function watchReadiness(read) {
  readyReader().read = sharedReading(read);
  metric(
    'ready',
    (registers) =>
      new Gauge({
        name: `${metricPrefix}ready`,
        help: 'Whether this instance is ready for visitors (1), as /api/health/ready answers, or not (0).',
        registers,
        async collect() {
          const ready = await readyReader().read?.();
          this.set(ready === true ? 1 : 0);
        },
      }),
  );
}
