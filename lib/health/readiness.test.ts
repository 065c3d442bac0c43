import { describe, expect, it } from 'vitest';
import { checkReadiness, type ReadinessCheck } from './readiness';

const passes: ReadinessCheck = { name: 'database', check: async () => true };
const refuses: ReadinessCheck = { name: 'redis', check: async () => false };
const throws: ReadinessCheck = {
  name: 'redis',
  check: async () => {
    throw new Error('connect ECONNREFUSED db.internal:6379');
  },
};
const hangs: ReadinessCheck = { name: 'redis', check: () => new Promise(() => {}) };

describe('checkReadiness', () => {
  it('is ready when every check passes', async () => {
    expect(await checkReadiness([passes, { ...passes, name: 'redis' }])).toEqual({ ready: true, failed: [] });
  });

  it.each([
    ['refuses', refuses],
    ['throws', throws],
  ])('is not ready when one check %s, and names it', async (_, failing) => {
    expect(await checkReadiness([passes, failing])).toEqual({ ready: false, failed: ['redis'] });
  });

  it('bounds a check that never answers by its time-out, running the checks side by side', async () => {
    const slowPass: ReadinessCheck = {
      name: 'database',
      check: () => new Promise((resolve) => setTimeout(() => resolve(true), 100)),
    };
    const started = Date.now();
    expect(await checkReadiness([slowPass, hangs, { ...hangs, name: 'queue' }], 300)).toEqual({
      ready: false,
      failed: ['redis', 'queue'],
    });
    // In parallel: one time-out, not one per check.
    expect(Date.now() - started).toBeLessThan(600);
  });

  it('hands each check its time-out', async () => {
    const seen: number[] = [];
    await checkReadiness([{ name: 'database', check: async (timeoutMs) => (seen.push(timeoutMs), true) }], 1234);
    expect(seen).toEqual([1234]);
  });
});
