import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ContentUnavailableError } from '../errors';
import { createBundledSource } from './bundled-source';

function fixtureDir(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundled-'));
  for (const [name, data] of Object.entries(files)) writeFileSync(path.join(dir, name), typeof data === 'string' ? data : JSON.stringify(data));
  return dir;
}

describe('bundled source', () => {
  const dir = fixtureDir({
    'vacancies.json': [
      { id: 2, slug: 'b', menu_order: 1 },
      { id: 1, slug: 'a', menu_order: 0 },
      { id: 3, slug: 'c' },
    ],
    'salons.json': [
      { id: 500, slug: 'chelsea', title: { rendered: 'Chelsea' }, available_services: [1, 2, 3] },
      { id: 501, slug: 'soho', title: { rendered: 'Soho' }, available_services: [9] },
    ],
    'pages.json': '{ not json',
  });
  const source = createBundledSource(dir);

  it('answers collections in menu order, like the feed', async () => {
    expect(((await source.collection('vacancies')) as { id: number }[]).map((v) => v.id)).toEqual([1, 3, 2]);
  });

  it('answers slug look-ups with a list', async () => {
    expect(await source.bySlug('vacancies', 'b')).toHaveLength(1);
    expect(await source.bySlug('vacancies', 'zzz')).toEqual([]);
  });

  it('finds the salons that offer any of the services', async () => {
    expect(await source.salonsByServices([2, 9])).toEqual([
      { salon_id: 500, slug: 'chelsea', title: 'Chelsea', services: [2] },
      { salon_id: 501, slug: 'soho', title: 'Soho', services: [9] },
    ]);
    expect(await source.salonsByServices([42])).toEqual([]);
  });

  it('reports a missing or broken file as content unavailable', async () => {
    await expect(source.collection('articles')).rejects.toBeInstanceOf(ContentUnavailableError);
    await expect(source.collection('pages')).rejects.toBeInstanceOf(ContentUnavailableError);
  });
});
