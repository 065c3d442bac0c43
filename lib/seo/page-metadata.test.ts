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

describe('buildPageMetadata, what search results and previews get', () => {
  it('cuts a long title and description at a word, to 60 and 155 characters', async () => {
    const title = 'Balayage, shatush and Air Touch colouring for long and very long hair';
    const metadata = await buildPageMetadata({ locale: 'en', path: '/about/', title, description: 'word '.repeat(60) });
    expect(metadata.title).toBe('Balayage, shatush and Air Touch colouring for long and very…');
    expect(String(metadata.title).length).toBeLessThanOrEqual(60);
    expect(metadata.description).toMatch(/^(word )+word…$/);
    expect(metadata.description!.length).toBeLessThanOrEqual(155);
    expect(metadata.openGraph?.title).toBe(metadata.title);
  });

  it('offers a page’s picture as a 1200x630 card, with its alt, to Open Graph and X alike', async () => {
    const image = { src: '/images/services/air-touch.webp', alt: 'Soft blended blonde', width: 1200, height: 900 };
    const metadata = await buildPageMetadata({ ...input, locale: 'en', image });
    const card = { url: expect.stringMatching(/^https?:\/\/[^/]+\/social-card\/images\/services\/air-touch\.webp\.jpg$/), width: 1200, height: 630, alt: 'Soft blended blonde' };
    expect(metadata.openGraph?.images).toEqual([card]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [card] });
  });

  it('gives a page without a picture the brand’s card', async () => {
    const metadata = await buildPageMetadata({ ...input, locale: 'en' });
    expect(metadata.openGraph?.images).toEqual([{ url: expect.stringMatching(/\/brand\/social-card\.jpg$/), width: 1200, height: 630, alt: 'Backstage' }]);
  });
});
