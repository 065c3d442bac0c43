/**
 * For a readiness check: whether this process's database answers a trivial query within
 * `timeoutMs`. Never throws; a database that cannot be opened or migrated is not ready.
 */
import { sql } from 'kysely';
import { getDatabase } from './database';

export async function checkDatabase(timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const ping = (async () => {
    const db = await getDatabase();
    await sql`select 1`.execute(db);
    return true as const;
  })().catch(() => false as const);
  try {
    return await Promise.race([ping, late]);
  } finally {
    clearTimeout(timer);
  }
}
