import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSiteSnapshot, markSiteSnapshotStale, resetSiteGate } from './site-gate';
import type { SiteSnapshot } from './site-snapshot';
import { expectLogLines } from '@/lib/testing/expected-log-lines';

const snapshot = (name: string) => ({ name }) as unknown as SiteSnapshot;

describe('the site gate', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    resetSiteGate();
    now = 1_000_000;
    expectLogLines(/^\[site-gate\] the site snapshot could not be loaded/);
  });
  afterEach(() => vi.restoreAllMocks());

  const options = (load: () => Promise<SiteSnapshot>) => ({ load, now: clock, maxAgeMs: 60_000, retryAfterFailureMs: 30_000 });

  it('loads once for concurrent first requests, then answers from memory', async () => {
    const load = vi.fn(async () => snapshot('a'));
    const [first, second] = await Promise.all([getSiteSnapshot(options(load)), getSiteSnapshot(options(load))]);
    expect(first).toBe(second);
    expect(await getSiteSnapshot(options(load))).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refreshes an old copy in the background, answering with the old one meanwhile', async () => {
    let version = 0;
    const load = vi.fn(async () => snapshot(`v${(version += 1)}`));
    const first = await getSiteSnapshot(options(load));
    now += 61_000;
    expect(await getSiteSnapshot(options(load))).toBe(first);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await Promise.resolve();
    expect(await getSiteSnapshot(options(load))).toEqual(snapshot('v2'));
  });

  it('keeps the last good copy when a refresh fails, and does not retry on every request', async () => {
    const load = vi.fn(async () => snapshot('good'));
    const good = await getSiteSnapshot(options(load));
    load.mockRejectedValue(new Error('feed down'));
    now += 61_000;
    expect(await getSiteSnapshot(options(load))).toBe(good);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let index = 0; index < 5; index += 1) expect(await getSiteSnapshot(options(load))).toBe(good);
    expect(load).toHaveBeenCalledTimes(2);
    now += 31_000;
    await getSiteSnapshot(options(load));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('answers null while no copy was ever loaded, pausing between attempts', async () => {
    const load = vi.fn(async () => {
      throw new Error('feed down');
    });
    expect(await getSiteSnapshot(options(load))).toBeNull();
    expect(await getSiteSnapshot(options(load))).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    now += 31_000;
    expect(await getSiteSnapshot(options(load))).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads after the webhook marks the copy stale, even during a failure pause', async () => {
    const load = vi.fn(async () => snapshot('before'));
    await getSiteSnapshot(options(load));
    load.mockResolvedValue(snapshot('after'));
    markSiteSnapshotStale();
    await getSiteSnapshot(options(load));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await getSiteSnapshot(options(load))).toEqual(snapshot('after'));
  });
});
