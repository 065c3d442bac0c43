import { describe, expect, it } from 'vitest';
import { collectionTypes } from './tags';
import { revalidationBodySchema } from './revalidation-body';

const read = (body: unknown) => revalidationBodySchema.safeParse(body);

describe('the body of a revalidation', () => {
  it('reads a known collection type, or the salon finder', () => {
    for (const type of [...collectionTypes, 'salon-finder']) expect(read({ type }).data).toEqual({ type });
  });

  it('asks for everything with no type, and with any JSON that is not an object', () => {
    for (const body of [null, {}, { other: 1 }, [], ['services'], 'services', 7, true])
      expect(read(body).data).toEqual({});
  });

  it('refuses an unknown type, naming it as it was sent', () => {
    for (const [type, named] of [
      ['users', 'users'],
      [null, 'null'],
      [7, '7'],
      [['services'], 'services'],
    ] as const)
      expect(read({ type }).error?.issues[0]?.message).toBe(`Unknown content type: ${named}`);
  });
});
