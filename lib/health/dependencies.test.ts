import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@/lib/config';
import { createDependencyReport, dependencyChecks } from './dependencies';
import type { HealthCheck } from './run-checks';

describe('the shared dependencies', () => {
  it('are only those configured: PostgreSQL, Redis, a remote booking system, WordPress', () => {
    expect(dependencyChecks(parseConfig({})).map((check) => check.name)).toEqual([]);
    const all = parseConfig({
      DATABASE_URL: 'postgres://site@db.internal/site',
      REDIS_URL: 'redis://cache.internal:6379',
      BOOKING_API_URL: 'https://api.booking.example',
      BOOKING_API_TOKEN: 'booking-token',
      WORDPRESS_URL: 'https://cms.example',
    });
    expect(dependencyChecks(all).map((check) => check.name)).toEqual([
      'database',
      'redis',
      'booking system',
      'content feed',
    ]);
  });

  it('report each one, whether it answered and its latency; ok only when all did', async () => {
    // Vitest's clock: the database answers after 30 ms and Redis refuses after 12, exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const after = (ms: number, ok: boolean) => () => new Promise<boolean>((resolve) => setTimeout(resolve, ms, ok));
      const report = createDependencyReport({
        checks: () => [
          { name: 'database', check: after(30, true) },
          { name: 'redis', check: after(12, false) },
        ],
        now: () => Date.UTC(2026, 10, 26, 9),
      });
      const answered = report();
      await vi.advanceTimersByTimeAsync(30);
      expect(await answered).toEqual({
        ok: false,
        checkedAt: '2026-11-26T09:00:00.000Z',
        dependencies: { database: { ok: true, latencyMs: 30 }, redis: { ok: false, latencyMs: 12 } },
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('run one round of checks for a crowd of requests at once, and reuse it for five seconds', async () => {
    let clock = 0;
    let rounds = 0;
    let answer!: () => void;
    const check: HealthCheck = {
      name: 'content feed',
      check: () => {
        rounds += 1;
        return new Promise((resolve) => (answer = () => resolve(true)));
      },
    };
    const report = createDependencyReport({ checks: () => [check], now: () => clock });
    const crowd = Array.from({ length: 50 }, () => report());
    answer();
    const answers = await Promise.all(crowd);
    expect(rounds).toBe(1);
    expect(new Set(answers).size).toBe(1);

    clock += 4_999;
    await report();
    expect(rounds).toBe(1);
    clock += 1;
    const next = report();
    answer();
    await next;
    expect(rounds).toBe(2);
  });
});
