import { describe, expect, it } from 'vitest';
import { currentRequestId, requestContext, requestIdFor } from './request-context.mjs';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('the request id', () => {
  it("is a trusted proxy's plain token", () => {
    expect(requestIdFor('7f3c9a0e5d1b4c2a8e6f0a1b2c3d4e5f', true)).toBe('7f3c9a0e5d1b4c2a8e6f0a1b2c3d4e5f');
  });

  it('is made here for anyone else, or for a value that is not a plain token', () => {
    expect(requestIdFor('chosen-by-a-client', false)).toMatch(uuid);
    for (const sent of ['a b', 'x'.repeat(129), '{"msg":"forged"}', '', ['a', 'b'], undefined])
      expect(requestIdFor(sent, true)).toMatch(uuid);
    expect(requestIdFor(undefined, false)).not.toBe(requestIdFor(undefined, false));
  });

  it('is known to whatever runs for the request, and only there', async () => {
    const seen = await requestContext().run({ requestId: 'r-1' }, async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return currentRequestId();
    });
    expect(seen).toBe('r-1');
    expect(currentRequestId()).toBeUndefined();
  });
});
