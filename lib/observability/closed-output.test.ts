import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const logger = path.join(import.meta.dirname, 'logger.mjs');

describe('standard output whose reader has gone', () => {
  it('is given up: the process goes on logging and working, and ends as it means to', async () => {
    // A process that logs every few milliseconds and, once its output is closed, keeps working
    // for a while and then says so on a channel of its own (the exit code).
    const script = `
      const { logger } = await import(${JSON.stringify(logger)});
      let ticks = 0;
      const timer = setInterval(() => {
        logger.info({ ticks }, 'still here');
        console.error('and on standard error');
        if (++ticks === 60) { clearInterval(timer); process.exitCode = 7; }
      }, 5);
    `;
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    // The reader goes as soon as the first line arrives.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    child.stderr.destroy();
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(7);
  });
});
