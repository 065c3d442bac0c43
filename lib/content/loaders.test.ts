import { describe, expect, it } from 'vitest';
import { getArticles, getServices } from './loaders';

describe('the content loaders', () => {
  it('parse an unchanged collection once: later requests get the same items in a list of their own', async () => {
    const first = await getServices('en');
    const second = await getServices('en');
    expect(second).not.toBe(first);
    expect(second).toHaveLength(first.length);
    expect(second.every((service, index) => service === first[index])).toBe(true);
    // A caller sorting its list leaves the next caller's order alone.
    const order = second.map((service) => service.id);
    second.reverse();
    expect((await getServices('en')).map((service) => service.id)).toEqual(order);
    expect((await getArticles('en'))[0]).toBe((await getArticles('en'))[0]);
  });
});

describe('content in Ukrainian', () => {
  it('lays each translation over its original: the words are Ukrainian, the rest is the original’s', async () => {
    const [english, ukrainian] = await Promise.all([getServices('en'), getServices('uk')]);
    expect(ukrainian.map((service) => service.id)).toEqual(english.map((service) => service.id));
    const manicure = (list: typeof english) => list.find((service) => service.slug === 'classic-gel-manicure')!;
    expect(manicure(english)).toMatchObject({ lang: 'en', title: 'Classic Gel Manicure' });
    expect(manicure(ukrainian)).toMatchObject({ lang: 'uk', title: 'Класичний манікюр з гель-лаком' });
    // Everything but the words is the original's.
    const words = ['lang', 'title', 'name', 'description', 'seoText', 'image', 'salonPrices'];
    const rest = (service: (typeof english)[number]) => Object.fromEntries(Object.entries(service).filter(([key]) => !words.includes(key)));
    expect(rest(manicure(ukrainian))).toEqual(rest(manicure(english)));
    const [image1, image2] = [manicure(english).image, manicure(ukrainian).image];
    const [prices1, prices2] = [manicure(english).salonPrices, manicure(ukrainian).salonPrices];
    expect(image2?.src).toBe(image1?.src);
    expect(prices2.map((price) => price.variants.map((variant) => [variant.id, variant.from]))).toEqual(
      prices1.map((price) => price.variants.map((variant) => [variant.id, variant.from])),
    );
  });

  it('finds an item by its one slug in both languages', async () => {
    const { getArticleBySlug } = await import('./loaders');
    expect(await getArticleBySlug('balayage-or-air-touch', 'uk')).toMatchObject({ lang: 'uk', slug: 'balayage-or-air-touch' });
    expect(await getArticleBySlug('balayage-or-air-touch', 'en')).toMatchObject({ lang: 'en' });
  });
});
