import { describe, expect, it } from 'vitest';
import { withOtherLanguage } from './build-search-index';
import { loadSearchEntries as indexIn } from './load-search-index';
import { searchSite } from './search-site';

describe('the search index of each language', () => {
  it('finds the manicures by either language’s word, and a misspelling, on both sites', async () => {
    const [english, ukrainian] = await Promise.all([indexIn('en'), indexIn('uk')]);
    const sites = { en: withOtherLanguage(english, ukrainian), uk: withOtherLanguage(ukrainian, english) };
    const manicures = english.filter((entry) => entry.kind === 'services' && /manicure/i.test(entry.title)).map((entry) => entry.id);
    expect(manicures.length).toBeGreaterThan(5);
    for (const [site, entries] of Object.entries(sites)) {
      for (const query of ['манікюр', 'manicure', 'manicrue', 'манікюри']) {
        const found = searchSite(entries, query).services.map((entry) => entry.id);
        expect(found, `${site}: ${query}`).toEqual(expect.arrayContaining(manicures));
      }
    }
    expect(searchSite(sites.uk, 'стрижка').services.length).toBeGreaterThan(0);
    // Each site shows its own language's words.
    expect(sites.uk.find((entry) => entry.kind === 'services' && entry.id === manicures[0])).toMatchObject({ lang: 'uk' });
  });

  it('takes the other language’s words only from a counterpart in another language', () => {
    const entry = { kind: 'services' as const, id: 1, lang: 'uk', title: 'Манікюр', href: '/a/', detail: null, alsoMatches: [] };
    expect(withOtherLanguage([entry], [{ ...entry, lang: 'en', title: 'Manicure', alsoMatches: ['Nails'] }])[0]!.alsoMatches).toEqual([
      'Manicure',
      'Nails',
    ]);
    expect(withOtherLanguage([entry], [{ ...entry, title: 'Манікюр' }])[0]).toBe(entry);
  });
});
