/**
 * Readiness for a load balancer: whether this instance can serve what needs its dependencies
 * right now. Each dependency is one named check in `readinessChecks`; they run in parallel,
 * each bounded by its own time-out (a check that hangs counts as failed, it never holds the
 * answer up), and the instance is ready only when all pass.
 */
import { checkDatabase } from '@/lib/db/check-database';
import { checkRedis } from './check-redis';

export type ReadinessCheck = {
  name: string;
  /** Resolves true when the dependency answers within `timeoutMs`; may also resolve false or throw. */
  check: (timeoutMs: number) => Promise<boolean>;
};

export const readinessChecks: ReadinessCheck[] = [
  { name: 'database', check: checkDatabase },
  // Only where REDIS_URL is set: pages still answer without it, but the instances no longer
  // share their caches, webhook events and rate limits.
  { name: 'redis', check: checkRedis },
];

export const checkTimeoutMs = 2_000;

export type Readiness = { ready: boolean; failed: string[] };

/** True when `check` passes within `timeoutMs`; a rejection or a late answer is false. */
async function passesInTime(check: ReadinessCheck, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check.check(timeoutMs).catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function checkReadiness(checks = readinessChecks, timeoutMs = checkTimeoutMs): Promise<Readiness> {
  const results = await Promise.all(
    checks.map(async (check) => ({ name: check.name, ok: await passesInTime(check, timeoutMs) })),
  );
  const failed = results.filter((result) => !result.ok).map((result) => result.name);
  return { ready: failed.length === 0, failed };
}
