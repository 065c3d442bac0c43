import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldPrefetch } from './should-prefetch';

describe('shouldPrefetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ saveData: false }, true],
    [undefined, true],
  ])('%j -> %s', (connection, expected) => expect(shouldPrefetch(connection)).toBe(expected));

  it("reads the browser's own connection when given none", () => {
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(shouldPrefetch()).toBe(false);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    expect(shouldPrefetch()).toBe(true);
    vi.stubGlobal('navigator', {});
    expect(shouldPrefetch()).toBe(true);
  });
});
