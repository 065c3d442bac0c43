import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compress, isCompressible } from './compression.mjs';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compress', () => {
  it('round-trips, and only text worth it is compressed', () => {
    const body = Buffer.from('<p>Backstage</p>'.repeat(200));
    expect(brotliDecompressSync(compress(body, 'br', true)).equals(body)).toBe(true);
    expect(gunzipSync(compress(body, 'gzip', false)).equals(body)).toBe(true);
    expect(isCompressible('text/html; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('text/x-component', 5000)).toBe(true);
    expect(isCompressible('image/webp', 5000)).toBe(false);
    expect(isCompressible('text/html', 100)).toBe(false);
  });
});
