import { describe, expect, it } from 'vitest';
import { ByteBoundedCache } from './byte-bounded-cache.mjs';

describe('ByteBoundedCache', () => {
  it('never holds more bytes than its bound, dropping the least recently used', () => {
    const cache = new ByteBoundedCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.bytes).toBe(80);
    for (let index = 0; index < 10_000; index += 1) cache.set(`k${index}`, 'v', 7);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.size).toBe(14);
  });

  it('refuses an entry larger than the whole bound', () => {
    const cache = new ByteBoundedCache<string>(10);
    cache.set('big', 'x', 11);
    expect(cache.size).toBe(0);
  });

  it('forgets one entry or all of them, and their bytes', () => {
    const cache = new ByteBoundedCache<string>(100);
    cache.set('a', 'A', 30);
    cache.set('b', 'B', 20);
    cache.delete('a');
    cache.delete('missing');
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(20);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
