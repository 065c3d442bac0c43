import { describe, expect, it } from 'vitest';
import { flagsOfStartScript, startFlags } from './start-flags.mjs';

describe("the start script's flags", () => {
  it('are the flags between node and server.mjs', () => {
    expect(flagsOfStartScript('NODE_ENV=production node --max-semi-space-size=16 --trace-gc server.mjs')).toEqual([
      '--max-semi-space-size=16',
      '--trace-gc',
    ]);
    expect(flagsOfStartScript('NODE_ENV=production node server.mjs')).toEqual([]);
  });

  it('refuse a start script that does not run the server', () => {
    expect(() => flagsOfStartScript('next start')).toThrow(/does not run node server.mjs/);
  });

  it("are read from this project's package.json", () => {
    expect(startFlags(process.cwd())).toEqual(['--max-semi-space-size=8', '--heap-growing-percent=30']);
  });
});
