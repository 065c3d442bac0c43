import type { Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing/test-databases';
import { limitAddress } from './address-limit';
import { createLimiter } from './limit';
import { createRateLimitStore } from './rate-limit-store';

const hour = 60 * 60 * 1000;

describe('limitAddress', () => {
  let db: Kysely<Database>;
  const limiter = () => createLimiter(createRateLimitStore(db), () => Date.UTC(2026, 10, 26, 12));
  const allowed = async (address: string, max: number) => {
    let count = 0;
    while ((await limitAddress(limiter(), 'test', address, max, hour)).ok) count += 1;
    return count;
  };

  beforeEach(async () => {
    db = await openTestDatabase('sqlite');
  });
  afterEach(() => db.destroy());

  it('gives an IPv4 address one allowance', async () => {
    expect(await allowed('192.0.2.1', 3)).toBe(3);
    expect(await allowed('192.0.2.2', 3)).toBe(3);
  });

  it('gives each IPv6 /64 one allowance, and its /48 four in all, however many /64s ask', async () => {
    expect(await allowed('2001:db8:0:1::1', 3)).toBe(3);
    // Another address of the same /64 is the same client.
    expect(await allowed('2001:db8:0:1::abcd', 3)).toBe(0);
    const others = [];
    for (let subnet = 2; subnet < 10; subnet += 1)
      others.push(await allowed(`2001:db8:0:${subnet.toString(16)}::1`, 3));
    // 12 for the /48: 3 taken by the first /64, 9 left for the rest.
    expect(others.reduce((sum, count) => sum + count, 0)).toBe(9);
    expect(await allowed('2001:db8:1:1::1', 3)).toBe(3);
  });
});
