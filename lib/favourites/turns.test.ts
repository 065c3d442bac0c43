import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

/** A promise settled from outside, to hold a piece of work open while others are asked for. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('turns', () => {
  it('runs the work of one key one at a time, in the order asked, and other keys beside it', async () => {
    const turns = createTurns();
    const log: string[] = [];
    const first = gate();
    const a1 = turns('a', async () => {
      log.push('a1 start');
      await first.opened;
      log.push('a1 end');
      return 1;
    });
    const a2 = turns('a', async () => {
      log.push('a2');
      return 2;
    });
    const b = turns('b', async () => {
      log.push('b');
      return 3;
    });
    expect(await b).toBe(3);
    expect(log).toEqual(['a1 start', 'b']);
    first.open();
    expect(await Promise.all([a1, a2])).toEqual([1, 2]);
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
  });

  it('gives the next its turn when a piece of work fails, and passes the failure to its caller', async () => {
    const turns = createTurns();
    const failed = turns('a', async () => {
      throw new Error('refused');
    });
    const next = turns('a', async () => 'ran');
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('ran');
  });
});
