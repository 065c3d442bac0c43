import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { earlyTapCapture } from '@/components/EarlyTap/early-tap-capture.mjs';
import { contentSecurityPolicy, inlineHashes } from './content-security-policy.mjs';
import { flightBootstrap, isFlightData } from './flight-data-scripts.mjs';
import { afterPaintLoader } from './scripts-after-first-paint.mjs';
import { buildBootstrapScripts, knownInlineScripts } from './site-inline-scripts.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// What Next writes: JSON of the array, with <, >, & and the two line separators escaped for HTML.
const flightData = (chunk: string, kind = 1) =>
  `self.__next_f.push(${JSON.stringify([kind, chunk]).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)})`;
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[94553]});';
const known = new Set([earlyTapCapture, turbopack]);
const payload =
  '1:"$Sreact.fragment"\n2:I[39756,["/_next/static/chunks/a.js"],"default"]\n3:["$","p",null,{"children":"Tom & Jerry <3 \u2028"}]\n';

/** A page as Next and the site write it, with `injected` where stored content lands. */
const page = (injected = '', tail = '') =>
  [
    '<!DOCTYPE html><html><head>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<style>body{margin:0}</style>',
    '</head><body>',
    `<script>${earlyTapCapture}</script>`,
    '<img style="color:transparent;font-family:&quot;Inter&quot;" src="/x.webp">',
    `<article>${injected}</article>`,
    '<script type="application/ld+json">{"@type":"Thing"}</script>',
    `<script id="_R_">${turbopack}</script>`,
    `<script>${flightBootstrap}</script>`,
    `<script>${flightData(payload)}</script>`,
    `<script>${flightData('AAEC/w==', 3)}</script>`,
    tail,
    '</body></html>',
  ].join('');

const pageScripts = [earlyTapCapture, turbopack, flightBootstrap, flightData(payload), flightData('AAEC/w==', 3)].map(
  hash,
);

describe('inlineHashes', () => {
  it("hashes the site's and the build's own scripts and Next's data, styles and decoded style attributes, not external or data scripts", () => {
    const { scripts, styles, styleAttributes, refused } = inlineHashes(page(), known);
    expect(scripts.sort()).toEqual([...pageScripts].sort());
    expect(refused).toBe(0);
    expect(styles).toEqual([hash('body{margin:0}')]);
    expect(styleAttributes).toEqual([hash('color:transparent;font-family:"Inter"')]);
  });

  it.each([
    ['a script of its own', 'alert(document.cookie)'],
    ['a module', 'import("/evil.js")'],
    ['a second statement after the data', `${flightData('x')};alert(1)`],
    ['code inside the push', 'self.__next_f.push([1,"x"],alert(1))'],
    ['code as the chunk', 'self.__next_f.push([1,alert(1)])'],
    ['a comment', `/**/${flightData('x')}`],
    ['JSON written otherwise', 'self.__next_f.push([1, "x"])'],
    ['an unescaped <', 'self.__next_f.push([1,"<b>"])'],
    ['form state', 'self.__next_f.push([2,"x"])'],
    ['an unknown kind', 'self.__next_f.push([4,"x"])'],
    ['binary that is not base64', 'self.__next_f.push([3,"not base64!"])'],
    ['the bootstrap with more', `${flightBootstrap};alert(1)`],
    ['a changed copy of the early-tap capture', earlyTapCapture.replace('preventDefault', 'stopPropagation')],
    ['a Turbopack bootstrap the build never wrote', turbopack.replace('a.js', 'evil.js')],
  ])('gives no hash to an injected script: %s', (_, script) => {
    for (const html of [
      page(`<script>${script}</script>`),
      page('', `<script>${script}</script>`),
      page(`<script type="module">${script}</script>`),
    ]) {
      const { scripts, refused } = inlineHashes(html, known);
      expect(scripts).not.toContain(hash(script));
      expect(scripts.sort()).toEqual([...pageScripts].sort());
      expect(refused).toBe(1);
    }
  });

  it("hashes data only after the page's one bootstrap: a second, injected one leaves the data unhashed", () => {
    const early = flightData('0:["$","h1",null,{"children":"Not the page"}]\n');
    const beforeBootstrap = inlineHashes(page(`<script>${early}</script>`), known);
    expect(beforeBootstrap.scripts).not.toContain(hash(early));
    expect(beforeBootstrap.refused).toBe(1);

    const twice = inlineHashes(page(`<script>${flightBootstrap}</script><script>${early}</script>`), known);
    expect(twice.scripts.sort()).toEqual([hash(earlyTapCapture), hash(turbopack)].sort());
    // Two bootstraps, the injected data and the page's own two.
    expect(twice.refused).toBe(5);
  });

  it('knows nothing without the known scripts: only framework data is hashed', () => {
    const { scripts, refused } = inlineHashes(page());
    expect(scripts.sort()).toEqual([flightBootstrap, flightData(payload), flightData('AAEC/w==', 3)].map(hash).sort());
    expect(refused).toBe(2);
  });
});

describe('isFlightData', () => {
  it('accepts exactly what Next writes, whatever the chunk holds', () => {
    for (const chunk of [payload, '', '"quoted" \\ backslash', '</script><script>alert(1)</script>', 'a\u2029b']) {
      expect(isFlightData(flightData(chunk)), chunk).toBe(true);
    }
    expect(isFlightData(flightBootstrap)).toBe(false);
  });
});

describe('the known inline scripts', () => {
  it("are the site's own and one Turbopack bootstrap per route of the build, as Next writes it", () => {
    const distDir = mkdtempSync(path.join(tmpdir(), 'csp-build-'));
    onTestFinished(() => rmSync(distDir, { recursive: true, force: true }));
    const params = { otherChunks: ['static/chunks/a.js'], runtimeModuleIds: [94553] };
    writeFileSync(
      path.join(distDir, 'build-manifest.json'),
      JSON.stringify({
        pages: {},
        chunkLoadingGlobal: 'TURBOPACK',
        pagesChunkGroupBootstrapParams: {
          '/[locale]/page': params,
          '/[locale]/about/page': params,
          '/_not-found/page': { otherChunks: ['static/chunks/b.js'], runtimeModuleIds: [1] },
        },
      }),
    );
    expect(buildBootstrapScripts(distDir)).toContain(turbopack);
    expect(knownInlineScripts(distDir)).toEqual([
      earlyTapCapture,
      afterPaintLoader,
      turbopack,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/b.js"],"runtimeModuleIds":[1]});',
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the page itself and its own inline code, nothing else', () => {
    const policy = contentSecurityPolicy(page('<script>alert(1)</script>'), {
      https: false,
      knownScripts: known,
      imageOrigins: ['https://cms.example'],
    });
    const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(' ');
    expect(scriptSources.sort()).toEqual(["'self'", ...pageScripts].sort());
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
    expect(policy).toContain("style-src 'self' 'unsafe-hashes'");
    expect(policy).toContain("img-src 'self' data: blob: https://cms.example");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(page(), { https: true, knownScripts: known })).toContain('upgrade-insecure-requests');
  });

  it('gives the same page the same policy', () => {
    expect(contentSecurityPolicy(page(), { https: false, knownScripts: known })).toBe(
      contentSecurityPolicy(page(), { https: false, knownScripts: known }),
    );
  });
});
