import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressStatic } from '../scripts/precompress.mjs';
import { createPrecompressedReader } from './precompressed.mjs';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'precompressed-'));
  mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
  mkdirSync(path.join(dist, 'server'), { recursive: true });
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const script = 'console.log("a chunk");\n'.repeat(200);

describe('the build-time Brotli of static files', () => {
  it('is written beside each script and style, decodes to the file, and is not redone when current', () => {
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.js'), script);
    writeFileSync(path.join(dist, 'static', 'chunks', 'b.css'), 'body{color:red}');
    writeFileSync(path.join(dist, 'static', 'chunks', 'font.woff2'), 'binary');
    expect(precompressStatic(dist)).toBe(2);
    expect(precompressStatic(dist)).toBe(0);
    const read = createPrecompressedReader(dist);
    expect(brotliDecompressSync(read('/_next/static/chunks/a.js')!).toString()).toBe(script);
    expect(read('/_next/static/chunks/font.woff2')).toBeNull();
  });

  it('is not sent when older than its file, or for an address outside the static folder', () => {
    const file = path.join(dist, 'static', 'chunks', 'a.js');
    writeFileSync(file, script);
    precompressStatic(dist);
    writeFileSync(path.join(dist, 'server', 'secret.js'), 'secret');
    writeFileSync(path.join(dist, 'server', 'secret.js.br'), 'secret');
    const read = createPrecompressedReader(dist);
    expect(read('/_next/static/../server/secret.js')).toBeNull();
    expect(read('/_next/static/%2e%2e/server/secret.js')).toBeNull();
    expect(read('/_next/static/%E0%A4%A')).toBeNull();
    expect(read('/_next/data/a.js')).toBeNull();
    // The file rewritten after it was compressed (a later step of a build): its own bytes win.
    const later = Date.now() / 1000 + 60;
    utimesSync(file, later, later);
    expect(createPrecompressedReader(dist)('/_next/static/chunks/a.js')).toBeNull();
  });
});
