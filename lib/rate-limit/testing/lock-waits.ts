/**
 * Watches a PostgreSQL database for sessions waiting on a lock, from a connection of its own,
 * while a test floods it: a row in `pg_locks` not yet granted, or a backend whose
 * `wait_event_type` is `Lock` (an advisory lock, a row another transaction holds). Sampled
 * back to back until stopped; only this database's sessions count, since other test files
 * share the server.
 */
import pg from 'pg';

export type LockWaits = {
  /** Samples taken since `flood()` was called, and the most sessions any of them saw waiting. */
  stop(): Promise<{ samples: number; mostWaiting: number }>;
  /** Marks the start of what is measured: samples before it are not counted. */
  flood(): void;
};

const sampleSql = `
  select count(*)::int as waiting from pg_stat_activity activity
  where activity.datname = current_database() and activity.pid <> pg_backend_pid()
    and (activity.wait_event_type = 'Lock'
      or exists (select 1 from pg_locks lock where lock.pid = activity.pid and not lock.granted))`;

/** Starts watching the database at `url`; resolves once the first sample is in. */
export async function watchLockWaits(url: string): Promise<LockWaits> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let stopped = false;
  let counting = false;
  let samples = 0;
  let mostWaiting = 0;
  let first!: () => void;
  const sampled = new Promise<void>((resolve) => (first = resolve));
  const loop = (async () => {
    while (!stopped) {
      const started = counting;
      const { rows } = await client.query<{ waiting: number }>(sampleSql);
      first();
      if (!started) continue;
      samples += 1;
      mostWaiting = Math.max(mostWaiting, rows[0]!.waiting);
    }
  })();
  await sampled;
  return {
    flood: () => {
      counting = true;
    },
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      return { samples, mostWaiting };
    },
  };
}
