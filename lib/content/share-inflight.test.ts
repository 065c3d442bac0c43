import { describe, expect, it } from 'vitest';
import { shareInflightByKey } from './share-inflight.mjs';

describe('shareInflightByKey', () => {
  it('shares one load per key while it runs, loads other keys apart, and keeps nothing after', async () => {
    const loads: string[] = [];
    const release: (() => void)[] = [];
    const shared = shareInflightByKey(async (key) => {
      loads.push(key);
      await new Promise<void>((resolve) => release.push(resolve));
      return `${key}!`;
    });
    const first = [shared('a'), shared('a'), shared('b')];
    expect(loads).toEqual(['a', 'b']);
    release.forEach((done) => done());
    expect(await Promise.all(first)).toEqual(['a!', 'a!', 'b!']);
    const again = shared('a');
    expect(loads).toEqual(['a', 'b', 'a']);
    release.at(-1)!();
    expect(await again).toBe('a!');
  });

  it('lets every caller of a failed load see the failure, and the next call try again', async () => {
    let attempt = 0;
    const shared = shareInflightByKey(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('down');
      return attempt;
    });
    const results = await Promise.allSettled([shared('k'), shared('k')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await shared('k')).toBe(2);
  });
});
