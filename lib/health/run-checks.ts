/**
 * Health checks run side by side, each bounded by its own time-out: a check that hangs counts
 * as failed at the time-out, it never holds the answer up; one that throws counts as failed.
 * Each result says how long the check took (its latency, or the time-out when it gave up).
 */
export type HealthCheck = {
  name: string;
  /** Resolves true when the thing checked answers within `timeoutMs`; may also resolve false or throw. */
  check: (timeoutMs: number) => Promise<boolean>;
};

export type CheckResult = { name: string; ok: boolean; latencyMs: number };

export const checkTimeoutMs = 2_000;

/** Whether `check` passes within `timeoutMs`; a rejection or a late answer is false. */
async function passesInTime(check: HealthCheck, timeoutMs: number): Promise<boolean> {
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

export function runChecks(checks: HealthCheck[], timeoutMs = checkTimeoutMs): Promise<CheckResult[]> {
  return Promise.all(
    checks.map(async (check) => {
      const started = performance.now();
      const ok = await passesInTime(check, timeoutMs);
      return { name: check.name, ok, latencyMs: Math.round(performance.now() - started) };
    }),
  );
}
