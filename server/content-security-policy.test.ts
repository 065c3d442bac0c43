import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes } from './content-security-policy.mjs';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const html = [
  '<!DOCTYPE html><html><head>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<style>body{margin:0}</style>',
  '</head><body>',
  '<img style="color:transparent;font-family:&quot;Inter&quot;" src="/x.webp">',
  '<script>self.__next_f=self.__next_f||[]</script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '<script>self.__next_f.push([1,"</scr"+"ipt>"])</script>',
  '</body></html>',
].join('');

describe('inlineHashes', () => {
  it('hashes inline scripts, style blocks and decoded style attributes, not external or data scripts', () => {
    const { scripts, styles, styleAttributes } = inlineHashes(html);
    expect(scripts).toEqual([hash('self.__next_f=self.__next_f||[]'), hash('self.__next_f.push([1,"</scr"+"ipt>"])')]);
    expect(styles).toEqual([hash('body{margin:0}')]);
    expect(styleAttributes).toEqual([hash('color:transparent;font-family:"Inter"')]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows the page itself and its own inline code, nothing else', () => {
    const policy = contentSecurityPolicy(html, { https: false, imageOrigins: ['https://cms.example'] });
    expect(policy).toContain(`script-src 'self' ${hash('self.__next_f=self.__next_f||[]')}`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
    expect(policy).toContain("style-src 'self' 'unsafe-hashes'");
    expect(policy).toContain("img-src 'self' data: blob: https://cms.example");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(html, { https: true })).toContain('upgrade-insecure-requests');
  });

  it('gives the same page the same policy', () => {
    expect(contentSecurityPolicy(html, { https: false })).toBe(contentSecurityPolicy(html, { https: false }));
  });
});
