import { describe, expect, it } from 'vitest';
import { markInlinedStylesheets } from './inlined-stylesheets.mjs';

const head = (styles: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${styles}<script src="/_next/static/chunks/a.js" async=""></script></head><body><p>text</p></body></html>`;

describe('markInlinedStylesheets', () => {
  it('names every inlined stylesheet file once, as a disabled link at the end of the head', () => {
    const page = head(
      '<style data-precedence="next" data-href="/_next/static/chunks/3bp.css /_next/static/chunks/1tf.css">.a{color:red}</style>' +
        '<style data-precedence="next" data-href="/_next/static/chunks/1tf.css">.b{color:blue}</style>',
    );
    const marked = markInlinedStylesheets(page);
    expect(marked).toBe(
      page.replace(
        '</head>',
        '<link rel="stylesheet" href="/_next/static/chunks/3bp.css" disabled=""/><link rel="stylesheet" href="/_next/static/chunks/1tf.css" disabled=""/></head>',
      ),
    );
  });

  it('leaves alone style blocks that are not the build’s files, and pages without a head', () => {
    const page = head('<style data-precedence="default" data-href="font-stacks">:root{}</style>');
    expect(markInlinedStylesheets(page)).toBe(page);
    expect(markInlinedStylesheets('{"not":"html"}')).toBe('{"not":"html"}');
  });

  it('never writes an address that could break out of the attribute', () => {
    const page = head(
      '<style data-precedence="next" data-href="/_next/static/x&quot;onload=alert(1).css">.a{}</style>',
    );
    expect(markInlinedStylesheets(page)).toBe(page);
  });

  it('reads only the head: a style block in the body names nothing', () => {
    const page = head('').replace(
      '<p>text</p>',
      '<style data-precedence="next" data-href="/_next/static/chunks/b.css">.c{}</style>',
    );
    expect(markInlinedStylesheets(page)).toBe(page);
  });
});
