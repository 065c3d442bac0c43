import { describe, expect, it } from 'vitest';
import { countResults, normaliseQuery, searchSite, type SearchEntry } from './search-site';

const entry = (kind: SearchEntry['kind'], id: number, title: string, alsoMatches: string[] = []): SearchEntry => ({
  kind, id, lang: 'en', title, href: `/${kind}/${id}/`, detail: null, alsoMatches,
});

const index = [
  entry('services', 1, 'Air Touch'),
  entry('services', 2, 'Root Colour'),
  entry('services', 3, 'Colour Change'),
  entry('services', 3, 'Colour Change'),
  entry('services', 4, 'Kérastase Genesis Homme Treatment'),
  entry('articles', 10, 'Balayage or Air Touch?'),
  entry('masters', 20, 'Amelia Hart', ['Air Touch', 'Balayage']),
  entry('masters', 21, 'Kwame Mensah', ['Wet shave']),
];

describe('searchSite', () => {
  it('matches substrings case-insensitively across services, articles and masters', () => {
    const results = searchSite(index, 'AIR touch');
    expect(results.services.map((e) => e.id)).toEqual([1]);
    expect(results.articles.map((e) => e.id)).toEqual([10]);
    expect(results.masters.map((e) => e.id)).toEqual([20]);
    expect(countResults(results)).toBe(3);
  });

  it("finds masters by their skills, and lists each result once", () => {
    expect(searchSite(index, 'shave').masters.map((e) => e.title)).toEqual(['Kwame Mensah']);
    expect(searchSite(index, 'colour').services.map((e) => e.id)).toEqual([2, 3]);
  });

  it('folds hyphens and accents, so the popular query air-touch and plain kerastase work', () => {
    expect(searchSite(index, 'air-touch').services).toHaveLength(1);
    expect(searchSite(index, 'kerastase').services.map((e) => e.id)).toEqual([4]);
  });

  it('finds nothing for an empty query or an unknown word', () => {
    expect(countResults(searchSite(index, '   '))).toBe(0);
    expect(countResults(searchSite(index, 'zzz'))).toBe(0);
  });

  it('normalises queries', () => {
    expect(normaliseQuery('  Décolleté-Zone ')).toBe('decollete zone');
  });
});

describe('searchSite forgives', () => {
  const forgiving = [
    { ...entry('services', 1, 'Classic Gel Manicure', ['Класичний манікюр з гель-лаком']), detail: 'Nails · Manicure' },
    { ...entry('services', 2, 'Express Pedicure & Nail Shape', ['Експрес-педикюр і надання форми нігтям']), detail: 'Nails · Pedicure' },
    { ...entry('services', 3, 'Men’s Haircut (Scissors)', ['Чоловіча стрижка ножицями']), detail: 'Hair' },
  ];
  const ids = (query: string) => searchSite(forgiving, query).services.map((found) => found.id);

  it('a typo, a word begun, and any word order', () => {
    expect(ids('manicrue')).toEqual([1]);
    expect(ids('pedic')).toEqual([2]);
    expect(ids('manicure gel classic')).toEqual([1]);
  });

  it('the other language and its endings', () => {
    expect(ids('манікюр')).toEqual([1]);
    expect(ids('манікюру')).toEqual([1]);
    expect(ids('стрижка')).toEqual([3]);
  });

  it('a category’s name finds what is in it', () => {
    expect(ids('nails').sort()).toEqual([1, 2]);
  });
});
