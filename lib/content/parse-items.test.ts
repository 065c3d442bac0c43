import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { expectLogLines } from '@/lib/testing/expected-log-lines';
import { parseItems } from './parse-items';

describe('parseItems', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps good items and reports and skips malformed ones', () => {
    const warned = expectLogLines(/skipped a malformed item/);
    const schema = z.object({ id: z.number(), slug: z.string() });
    const items = parseItems('services', [{ id: 1, slug: 'a' }, { id: 2 }, 'junk', { id: 3, slug: 'c' }], schema);
    expect(items).toEqual([{ id: 1, slug: 'a' }, { id: 3, slug: 'c' }]);
    expect(warned.events).toHaveLength(2);
    expect(warned.events[0]).toMatchObject({ level: 'warn', kind: 'services', id: '2' });
    expect(warned.events[0]!.issues).toEqual([expect.stringMatching(/^slug: /)]);
  });
});
