import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { hydrateAfterPaint, latestMs, pageScriptSources } from './hydrate-after-paint.mjs';

// The shape of a page as Next 16 writes it (Turbopack build): chunk tags in the head, a
// low-priority preload of the bootstrap chunk, the bootstrap tag after the router's inline
// script, the legacy polyfill, and the flight data.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><h1>Hair</h1>',
  '<img alt="" fetchPriority="high" decoding="async" src="/_next/image/?url=%2Fhero.webp&amp;w=768&amp;q=85"/>',
  '</main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(["x"])</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');
const chunks = ['/_next/static/chunks/react.js', '/_next/static/chunks/router.js', '/_next/static/chunks/turbopack-runtime.js', '/_next/static/chunks/boot.js'];

const sent = hydrateAfterPaint(page);

describe('hydrateAfterPaint', () => {
  it("replaces Next's chunk tags and the bootstrap preload with one loader in the head", () => {
    expect(sent).not.toMatch(/<script src="\/_next\/static\/chunks\/(?:react|router|turbopack-runtime|boot)\.js"/);
    expect(sent).not.toContain('rel="preload" as="script"');
    const head = sent.slice(0, sent.indexOf('</head>'));
    expect(head.match(/data-hydrate-after-paint/g)).toHaveLength(1);
    expect(pageScriptSources(sent)).toEqual(chunks);
  });

  it('keeps everything else as it was', () => {
    expect(sent).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(sent).toContain('<script id="_R_">');
    expect(sent).toContain('(self.__next_f=self.__next_f||[]).push([0])');
    expect(sent).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(sent.replace(/<script data-hydrate-after-paint="">[\s\S]*?<\/script>/, '')).toBe(
      page.replace(/<link rel="preload" as="script"[^>]*>|<script src="[^"]+" async=""><\/script>/g, ''),
    );
  });

  it('is deterministic and leaves a page already done, or one without chunk tags, alone', () => {
    expect(hydrateAfterPaint(page)).toBe(sent);
    expect(hydrateAfterPaint(sent)).toBe(sent);
    const plain = '<!DOCTYPE html><html><head></head><body><p>Service unavailable</p></body></html>';
    expect(hydrateAfterPaint(plain)).toBe(plain);
  });
});

describe('pageScriptSources', () => {
  it('lists the script tags of a page Next wrote as it is, without the legacy polyfill', () => {
    expect(pageScriptSources(page)).toEqual(chunks);
  });
});

type Entry = { element: Element | null };
type Observer = { callback: (list: { getEntries: () => Entry[] }, observer: unknown) => void; type?: string };

const firstScreen = { top: 120, left: 0, width: 400, height: 300, bottom: 420, right: 400 };
const belowTheFold = { top: 2400, left: 0, width: 400, height: 300, bottom: 2700, right: 400 };

/**
 * The page in a browser-like window whose paint observers and main timeout the test drives.
 * `api`: which paint timings the browser reports (Chromium has both).
 */
function open({ api = 'element', hero = true, heroBox = firstScreen } = {}) {
  const observers: Observer[] = [];
  const latest: (() => void)[] = [];
  const html = hero ? sent : sent.replace(/<img [^>]*>/, '');
  const dom = new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      const fake = class {
        static supportedEntryTypes = { element: ['element', 'largest-contentful-paint', 'paint'], lcp: ['largest-contentful-paint', 'paint'], none: ['paint'] }[api];
        callback: Observer['callback'];
        type?: string;
        constructor(callback: Observer['callback']) {
          this.callback = callback;
          observers.push(this);
        }
        observe({ type }: { type: string }) {
          this.type = type;
        }
        disconnect() {}
      };
      Object.assign(window, { PerformanceObserver: fake });
      window.HTMLImageElement.prototype.getBoundingClientRect = () => ({ ...heroBox, x: heroBox.left, y: heroBox.top, toJSON: () => heroBox });
      const setTimeout = window.setTimeout.bind(window);
      Object.assign(window, {
        setTimeout: (callback: () => void, delay?: number) => {
          if (delay === latestMs) return latest.push(callback);
          return setTimeout(callback, delay);
        },
      });
    },
  });
  const { document } = dom.window;
  const added = () => [...document.head.querySelectorAll('script[src]:not([nomodule])')].map((script) => script.getAttribute('src'));
  const report = (type: string, element: Element | null) =>
    observers.filter((observer) => observer.type === type).forEach((observer) => observer.callback({ getEntries: () => [{ element }] }, observer));
  /** A largest-contentful-paint entry. */
  const paint = (element: Element | null) => report('largest-contentful-paint', element);
  /** An element-timing entry (the main image's own paint). */
  const paintElement = (element: Element | null) => report('element', element);
  const image = () => document.querySelector('img') as HTMLImageElement;
  const frames = () => new Promise((resolve) => dom.window.setTimeout(resolve, 100));
  return { dom, document, added, paint, paintElement, image, latest, observers, frames };
}

describe('the loader in the page', () => {
  it('adds nothing until the main image has been painted, then every chunk once, in order', () => {
    const tab = open();
    expect(tab.observers.map((observer) => observer.type).sort()).toEqual(['element', 'largest-contentful-paint']);
    expect(tab.added()).toEqual([]);
    tab.paint(tab.document.querySelector('h1'));
    expect(tab.added()).toEqual([]);
    tab.paint(tab.image());
    expect(tab.added()).toEqual(chunks);
    tab.paint(tab.image());
    tab.dom.window.dispatchEvent(new tab.dom.window.Event('pointerdown'));
    tab.latest.forEach((run) => run());
    expect(tab.added()).toEqual(chunks);
  });

  it('goes ahead when the main image fails', () => {
    const tab = open();
    tab.paint(tab.document.querySelector('h1'));
    expect(tab.added()).toEqual([]);
    tab.image().dispatchEvent(new tab.dom.window.Event('error'));
    expect(tab.added()).toEqual(chunks);
  });

  it("when something else is the largest paint, waits for the main image's own paint, not its load", async () => {
    const tab = open();
    tab.paint(tab.document.querySelector('h1'));
    tab.image().dispatchEvent(new tab.dom.window.Event('load'));
    await tab.frames();
    expect(tab.added()).toEqual([]);
    tab.paintElement(tab.document.querySelector('h1'));
    expect(tab.added()).toEqual([]);
    tab.paintElement(tab.image());
    expect(tab.added()).toEqual(chunks);
  });

  it('without Element Timing, goes ahead a frame after the main image loads when something else is the largest paint', async () => {
    const tab = open({ api: 'lcp' });
    expect(tab.observers.map((observer) => observer.type)).toEqual(['largest-contentful-paint']);
    tab.paint(tab.document.querySelector('h1'));
    tab.image().dispatchEvent(new tab.dom.window.Event('load'));
    expect(tab.added()).toEqual([]);
    await tab.frames();
    expect(tab.added()).toEqual(chunks);
  });

  it('does not wait for a main image outside the first screen', () => {
    const tab = open({ heroBox: belowTheFold });
    expect(tab.added()).toEqual([]);
    tab.paint(tab.document.querySelector('h1'));
    expect(tab.added()).toEqual(chunks);
  });

  it('on a page without a main image, goes ahead at the first largest paint', () => {
    const tab = open({ hero: false });
    expect(tab.added()).toEqual([]);
    tab.paint(tab.document.querySelector('h1'));
    expect(tab.added()).toEqual(chunks);
  });

  it('goes ahead at once when the visitor touches the page or presses a key', () => {
    for (const type of ['pointerdown', 'keydown', 'touchstart']) {
      const tab = open();
      tab.dom.window.dispatchEvent(new tab.dom.window.Event(type));
      expect(tab.added()).toEqual(chunks);
    }
  });

  it('goes ahead after at most a few seconds whatever happens', () => {
    const tab = open();
    expect(tab.latest).toHaveLength(1);
    tab.latest[0]?.();
    expect(tab.added()).toEqual(chunks);
  });

  it('without the Largest Contentful Paint API, waits for the parsed page and its main image', async () => {
    const tab = open({ api: 'none', hero: false });
    expect(tab.observers).toHaveLength(0);
    await tab.frames();
    expect(tab.added()).toEqual(chunks);
  });
});
