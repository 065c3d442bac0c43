import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { parseItems } from './parse-items';

describe('parseItems', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps good items and reports and skips malformed ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = z.object({ id: z.number(), slug: z.string() });
    const items = parseItems('services', [{ id: 1, slug: 'a' }, { id: 2 }, 'junk', { id: 3, slug: 'c' }], schema);
    expect(items).toEqual([{ id: 1, slug: 'a' }, { id: 3, slug: 'c' }]);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toMatch(/skipped a malformed services item \(id 2\): slug/);
  });
});
