import { describe, expect, it } from 'vitest';
import { batchedOutput } from './batched-output.mjs';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('batched output', () => {
  it("writes a turn's lines in one write once the turn is over, in order", async () => {
    const writes: string[] = [];
    const output = batchedOutput((text) => writes.push(text), { onExit: () => {} });
    output.write('{"n":1}\n');
    output.write('{"n":2}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n']);
    output.write('{"n":3}\n');
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n', '{"n":3}\n']);
  });

  it('writes at once when the lines waiting reach the limit', () => {
    const writes: string[] = [];
    const output = batchedOutput((text) => writes.push(text), { limit: 10, onExit: () => {} });
    output.write('12345\n');
    expect(writes).toEqual([]);
    output.write('67890\n');
    expect(writes).toEqual(['12345\n67890\n']);
  });

  it('writes what waits when the process exits, and nothing twice', async () => {
    const writes: string[] = [];
    let atExit = () => {};
    const output = batchedOutput((text) => writes.push(text), { onExit: (flush) => (atExit = flush) });
    output.write('last\n');
    atExit();
    expect(writes).toEqual(['last\n']);
    await nextTurn();
    expect(writes).toEqual(['last\n']);
  });
});
