import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { requestLineOutput } from './request-line-output.mjs';

const dirs: string[] = [];
function file() {
  const dir = mkdtempSync(path.join(tmpdir(), 'request-lines-'));
  dirs.push(dir);
  return path.join(dir, 'out.log');
}
const text = (name: string) => readFileSync(name, 'utf8');

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the output of request lines', () => {
  it('holds a few lines and writes them together, in order, within the flush interval', async () => {
    const name = file();
    const output = requestLineOutput({ dest: name, flushMs: 20, onExit: () => {} });
    output.write('{"n":1}\n');
    output.write('{"n":2}\n');
    expect(text(name)).toBe('');
    await expect.poll(() => text(name)).toBe('{"n":1}\n{"n":2}\n');
    output.destroy();
  });

  it('writes at once when the lines waiting reach the batch size', () => {
    const name = file();
    const output = requestLineOutput({ dest: name, flushMs: 60_000, minLength: 10, onExit: () => {} });
    output.write('12345\n');
    expect(text(name)).toBe('');
    output.write('67890\n');
    expect(text(name)).toBe('12345\n67890\n');
    output.destroy();
  });

  it('writes what waits when the process exits, and nothing twice', () => {
    const name = file();
    let atExit = () => {};
    const output = requestLineOutput({ dest: name, flushMs: 60_000, onExit: (flush) => (atExit = flush) });
    output.write('last\n');
    expect(text(name)).toBe('');
    atExit();
    expect(text(name)).toBe('last\n');
    output.flushSync();
    expect(text(name)).toBe('last\n');
    output.destroy();
  });
});
