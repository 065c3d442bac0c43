import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, compileHint, firstLoadChunks } from './compile-hints.mjs';

let dist: string;

function write(relative: string, text: string) {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A client reference manifest as Next writes one per route, with the entry chunks of its segments. */
function manifest(route: string, entryJSFiles: Record<string, string[]>) {
  const body = { [route]: { clientModules: {}, entryCSSFiles: {}, entryJSFiles } };
  return `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify(body[route])};\n`;
}

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  write('build-manifest.json', JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react-dom.js'], polyfillFiles: ['static/chunks/polyfills.js'] }));
  write('server/app/[locale]/price/page_client-reference-manifest.js', manifest('/[locale]/price/page', { '[project]/app/[locale]/layout': ['static/chunks/layout.js'], '[project]/app/[locale]/price/page': ['static/chunks/layout.js', 'static/chunks/price.js', 'static/chunks/price.css'] }));
  write('server/app/[locale]/blog/[slug]/page_client-reference-manifest.js', manifest('/[locale]/blog/[slug]/page', { '[project]/app/[locale]/blog/[slug]/page': ['static/chunks/article.js'] }));
  for (const chunk of ['runtime', 'react-dom', 'layout', 'price', 'article', 'polyfills', 'search-panel']) write(`static/chunks/${chunk}.js`, `(globalThis.TURBOPACK||=[]).push(["${chunk}",1,e=>{}]);`);
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('firstLoadChunks', () => {
  it('lists the bootstrap and every route entry chunk once, and no stylesheet', () => {
    expect(firstLoadChunks(dist)).toEqual(['static/chunks/article.js', 'static/chunks/layout.js', 'static/chunks/price.js', 'static/chunks/react-dom.js', 'static/chunks/runtime.js']);
  });
});

describe('addCompileHints', () => {
  it('puts the hint on the first line of first-load chunks only', () => {
    const { marked } = addCompileHints(dist);
    expect(marked).toBe(5);
    const read = (chunk: string) => readFileSync(path.join(dist, 'static/chunks', `${chunk}.js`), 'utf8');
    expect(read('react-dom')).toBe(`${compileHint}(globalThis.TURBOPACK||=[]).push(["react-dom",1,e=>{}]);`);
    for (const chunk of ['runtime', 'layout', 'price', 'article']) expect(read(chunk).startsWith(compileHint)).toBe(true);
    // Loaded on first use, or only by browsers without modules: left to compile lazily.
    expect(read('search-panel').startsWith('//')).toBe(false);
    expect(read('polyfills').startsWith('//')).toBe(false);
  });

  it('leaves a marked chunk as it is when run again', () => {
    addCompileHints(dist);
    const before = readFileSync(path.join(dist, 'static/chunks/price.js'), 'utf8');
    expect(addCompileHints(dist).marked).toBe(0);
    expect(readFileSync(path.join(dist, 'static/chunks/price.js'), 'utf8')).toBe(before);
  });
});
