import { describe, expect, it } from 'vitest';
import { buildPageMetadata } from './page-metadata';

const input = { path: '/about/', title: 'Про нас', description: 'Про салон' };

describe('buildPageMetadata', async () => {
  it('names both languages as alternates of a translated page, in the language of the page', async () => {
    const metadata = await buildPageMetadata({ ...input, locale: 'uk' });
    expect(metadata.alternates?.canonical).toMatch(/\/ua\/about\/$/);
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en', 'uk', 'x-default']);
    expect(metadata.openGraph).toMatchObject({ locale: 'uk_UA' });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps an untranslated Ukrainian page out of search engines, and names no alternates either way', async () => {
    const ukrainian = await buildPageMetadata({ ...input, locale: 'uk', translated: false });
    expect(ukrainian.robots).toEqual({ index: false, follow: true });
    expect(ukrainian.alternates?.languages).toBeUndefined();
    const english = await buildPageMetadata({ ...input, locale: 'en', translated: false });
    expect(english.robots).toBeUndefined();
    expect(english.alternates?.languages).toBeUndefined();
    expect(english.openGraph).toMatchObject({ locale: 'en_GB' });
  });
});

describe('buildPageMetadata, by default', () => {
  it('asks the sitemap’s judgement: every page of the bundled content is translated', async () => {
    const metadata = await buildPageMetadata({ locale: 'uk', path: '/services/backstage-chelsea/female/hair/colouring/air-touch/', title: 'Air Touch', description: 'x' });
    expect(metadata.robots).toBeUndefined();
    expect(Object.keys(metadata.alternates?.languages ?? {})).toEqual(['en', 'uk', 'x-default']);
  });
});
