/**
 * The sitemap protocol's XML (sitemaps.org 0.9, with `xhtml:link` alternates): a `urlset`
 * of at most 50,000 addresses per file, and past that a `sitemapindex` naming the files.
 */
import { escapeMarkup } from '@/lib/html/markup';
import type { SitemapEntry } from './sitemap-entries';

/** The protocol's limit of addresses in one sitemap file. */
export const sitemapFileLimit = 50_000;

/** How many files the entries need: one, or as many as the limit asks for. */
export function sitemapFileCount(entryCount: number, limit = sitemapFileLimit): number {
  return Math.max(1, Math.ceil(entryCount / limit));
}

/** The entries of file `part` (from 1) when they are split by the limit. */
export function sitemapFileEntries<T>(entries: readonly T[], part: number, limit = sitemapFileLimit): T[] {
  return entries.slice((part - 1) * limit, part * limit);
}

/** The newest day among the entries, the `lastmod` of the file that holds them. */
export function newestDay(entries: readonly Pick<SitemapEntry, 'lastModified'>[]): string | null {
  return entries.reduce<string | null>((newest, entry) => (entry.lastModified && (!newest || entry.lastModified > newest) ? entry.lastModified : newest), null);
}

export function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lines = [`<url>`, `<loc>${escapeMarkup(entry.url)}</loc>`];
    if (entry.lastModified) lines.push(`<lastmod>${escapeMarkup(entry.lastModified)}</lastmod>`);
    for (const [language, href] of Object.entries(entry.alternates ?? {})) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeMarkup(language)}" href="${escapeMarkup(href)}"/>`);
    }
    lines.push('</url>');
    return lines.join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function renderSitemapIndex(files: readonly { url: string; lastModified: string | null }[]): string {
  const items = files.map(
    (file) => `<sitemap>\n<loc>${escapeMarkup(file.url)}</loc>${file.lastModified ? `\n<lastmod>${escapeMarkup(file.lastModified)}</lastmod>` : ''}\n</sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...items,
    '</sitemapindex>',
    '',
  ].join('\n');
}

export const sitemapHeaders = { 'Content-Type': 'application/xml; charset=utf-8' };
