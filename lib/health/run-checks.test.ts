import { describe, expect, it } from 'vitest';
import { runChecks, type HealthCheck } from './run-checks';

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
    const results = await runChecks([passes, { ...passes, name: 'page cache' }]);
    expect(results.map(({ name, ok }) => ({ name, ok }))).toEqual([
      { name: 'sqlite', ok: true },
      { name: 'page cache', ok: true },
    ]);
    for (const result of results) expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it.each([
    ['refuses', refuses],
    ['throws', throws],
  ])('fails a check that %s', async (_, failing) => {
    expect((await runChecks([passes, failing])).map((result) => result.ok)).toEqual([true, false]);
  });

  it('bounds a check that never answers by its time-out, running the checks side by side', async () => {
    const slowPass: HealthCheck = {
      name: 'database',
      check: () => new Promise((resolve) => setTimeout(() => resolve(true), 100)),
    };
    const results = await runChecks([slowPass, hangs, { ...hangs, name: 'queue' }], 300);
    expect(results.map(({ name, ok }) => [name, ok])).toEqual([
      ['database', true],
      ['redis', false],
      ['queue', false],
    ]);
    // In parallel: each gave up at its own time-out, not one after the other.
    expect(results[1]!.latencyMs).toBeGreaterThanOrEqual(290);
    expect(results[2]!.latencyMs).toBeLessThan(600);
  });

  it('hands each check its time-out', async () => {
    const seen: number[] = [];
    await runChecks([{ name: 'database', check: async (timeoutMs) => (seen.push(timeoutMs), true) }], 1234);
    expect(seen).toEqual([1234]);
  });
});
