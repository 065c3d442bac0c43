import { describe, expect, it, vi } from 'vitest';
import { runChecks, type CheckResult, type HealthCheck } from './run-checks';

const passes: HealthCheck = { name: 'sqlite', check: async () => true };
const refuses: HealthCheck = { name: 'redis', check: async () => false };
const throws: HealthCheck = {
  name: 'redis',
  check: async () => {
    throw new Error('connect ECONNREFUSED db.internal:6379');
  },
};
const hangs: HealthCheck = { name: 'redis', check: () => new Promise(() => {}) };

describe('runChecks', () => {
  it('says each check passed, with how long it took', async () => {
    // Vitest's clock: each check answers after a known time, so each latency is an exact figure.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const answersAfter = (name: string, ms: number): HealthCheck => ({
        name,
        check: () => new Promise((resolve) => setTimeout(() => resolve(true), ms)),
      });
      const running = runChecks([answersAfter('sqlite', 40), answersAfter('page cache', 75)]);
      await vi.advanceTimersByTimeAsync(75);
      expect(await running).toEqual([
        { name: 'sqlite', ok: true, latencyMs: 40 },
        { name: 'page cache', ok: true, latencyMs: 75 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['refuses', refuses],
    ['throws', throws],
  ])('fails a check that %s', async (_, failing) => {
    expect((await runChecks([passes, failing])).map((result) => result.ok)).toEqual([true, false]);
  });

  it('bounds a check that never answers by its time-out, running the checks side by side', async () => {
    // The clock is Vitest's, so the test says what happens at 300 ms whatever the machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const slowPass: HealthCheck = {
        name: 'database',
        check: () => new Promise((resolve) => setTimeout(() => resolve(true), 100)),
      };
      let results: CheckResult[] | undefined;
      void runChecks([slowPass, hangs, { ...hangs, name: 'queue' }], 300).then((done) => (results = done));
      await vi.advanceTimersByTimeAsync(299);
      expect(results).toBeUndefined();
      // In parallel: both hanging checks give up at the one time-out, not one after the other.
      await vi.advanceTimersByTimeAsync(1);
      expect(results).toEqual([
        { name: 'database', ok: true, latencyMs: 100 },
        { name: 'redis', ok: false, latencyMs: 300 },
        { name: 'queue', ok: false, latencyMs: 300 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands each check its time-out', async () => {
    const seen: number[] = [];
    await runChecks([{ name: 'database', check: async (timeoutMs) => (seen.push(timeoutMs), true) }], 1234);
    expect(seen).toEqual([1234]);
  });
});
