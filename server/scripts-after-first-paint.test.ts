import { describe, expect, it } from 'vitest';
import { inlineHashes } from './content-security-policy.mjs';
import { afterPaintLoader, drawnBeforeScripts, scriptsAfterFirstPaint } from './scripts-after-first-paint.mjs';
import { siteInlineScripts } from './site-inline-scripts.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  chunk('runtime'),
  chunk('boot'),
  chunk('page'),
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<style>.a{color:red}</style></head><body><header><a href="/book/">Book online</a></header>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  chunk('late'),
  '<main id="main"><h2 id="step">Service</h2></main>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

/** The files the loader would add, in order, and how, run against a stand-in for the browser. */
function runLoader(html: string) {
  const links = [...html.matchAll(/<link [^>]*data-after-paint=""[^>]*>/g)].map((match) => ({
    getAttribute: (name: string) => (name === 'href' ? /href="([^"]+)"/.exec(match[0])![1] : null),
  }));
  const added: { src: string; async: boolean }[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const document = {
    querySelectorAll: (selector: string) => (selector === 'link[data-after-paint]' ? links : []),
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (script: { src: string; async: boolean }) => added.push(script) },
  };
  new Function('requestAnimationFrame', 'setTimeout', 'document', afterPaintLoader)(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
    document,
  );
  return { added, frames, tasks };
}

describe('scriptsAfterFirstPaint', () => {
  const drawnFirst = scriptsAfterFirstPaint(page);

  it('leaves no chunk to run as the parser meets it, and fetches each from the start, once', () => {
    expect(drawnFirst).not.toMatch(/<script src="[^"]+" async="">/);
    const marked = [...drawnFirst.matchAll(/<link rel="preload" as="script"[^>]*href="([^"]+)"[^>]*data-after-paint=""\/>/g)].map(
      (match) => match[1],
    );
    expect(marked.sort()).toEqual(['boot', 'late', 'page', 'runtime'].map((name) => `/_next/static/chunks/${name}.js`));
    // Next's own preload of a chunk is marked, not written twice; the new ones are as low as an async script.
    expect(drawnFirst.match(/chunks\/boot\.js/g)).toHaveLength(1);
    expect(drawnFirst).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js" data-after-paint=""/>');
    // Where the tags were: the head's in the head, the body's after the framework's bootstrap.
    expect(drawnFirst.indexOf('chunks/page.js')).toBeLessThan(drawnFirst.indexOf('</head>'));
    expect(drawnFirst.indexOf('chunks/late.js')).toBeGreaterThan(drawnFirst.indexOf('"otherChunks"'));
  });

  it('writes the loader once, after the last chunk, and leaves everything else as it was', () => {
    expect(drawnFirst.split(afterPaintLoader)).toHaveLength(2);
    expect(drawnFirst.indexOf(afterPaintLoader)).toBeGreaterThan(drawnFirst.indexOf('chunks/late.js'));
    expect(drawnFirst).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    const rest = (html: string) => html.replace(/<script src="[^"]+" async=""><\/script>|<link rel="preload"[^>]*\/>|<script>requestAnimationFrame[^<]*<\/script>/g, '');
    expect(rest(drawnFirst)).toBe(rest(page));
  });

  it('adds the scripts, async and in order, only in a task after the first frame', () => {
    const { added, frames, tasks } = runLoader(drawnFirst);
    expect(added).toEqual([]);
    expect(tasks).toEqual([]);
    frames.forEach((frame) => frame());
    expect(added).toEqual([]);
    tasks.forEach((task) => task());
    expect(added.map((script) => script.src)).toEqual(['boot', 'runtime', 'page', 'late'].map((name) => `/_next/static/chunks/${name}.js`));
    expect(added.every((script) => script.async)).toBe(true);
  });

  it('is allowed by the pages\' policy, as a script known before any request', () => {
    const known = new Set(siteInlineScripts);
    expect(inlineHashes(drawnFirst, known).refused).toBe(inlineHashes(page, known).refused);
    expect(inlineHashes(drawnFirst, new Set()).refused).toBe(inlineHashes(page, new Set()).refused + 1);
  });

  it('changes nothing on a page without chunk tags', () => {
    const bare = '<!DOCTYPE html><html><head></head><body><main id="main"></main></body></html>';
    expect(scriptsAfterFirstPaint(bare)).toBe(bare);
  });
});

describe('drawnBeforeScripts', () => {
  it('is the booking page in either language, at any step', () => {
    for (const url of ['/book/', '/book/?book=service%3Aroot-colour', '/book/?mine#step', '/ua/book/', '/ua/book/?step=time'])
      expect(drawnBeforeScripts(url), url).toBe(true);
  });

  it('is no other page or route', () => {
    for (const url of ['/', '/books/', '/book', '/booking/', '/api/booking/free-time', '/services/female/book/', '/ua/', '/ua/bookings/'])
      expect(drawnBeforeScripts(url), url).toBe(false);
  });
});
