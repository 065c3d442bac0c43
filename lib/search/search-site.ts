/**
 * Site search over services, articles and masters, grouped by kind, each result once. It
 * forgives as a visitor expects: any word order, the start of a word ("манік"), a typo or a
 * different ending ("manicre", "манікюру"), accents and hyphens ("kerastase", "air-touch"),
 * and either language: each entry also carries its words in the site's other language.
 * Matching and ranking are MiniSearch's (a small, well-kept full-text index that runs in the
 * browser), rather than rules of our own.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import type { PriceSummary } from '@/lib/content/types';

export type SearchKind = 'services' | 'articles' | 'masters';

export type SearchEntry = {
  kind: SearchKind;
  id: number;
  /** The language of the entry's title and detail. */
  lang: string;
  title: string;
  href: string;
  /** A second line: the category, the article's section, the master's position. */
  detail: string | null;
  /** Texts that also find the entry: a master's skills, the words in the other language. */
  alsoMatches: string[];
  /** A service's price and length, shown beside it. */
  price?: PriceSummary | null;
  durationMinutes?: number | null;
};

export type SearchResults = Record<SearchKind, SearchEntry[]>;

/** How many of each kind the preview shows before "view all". */
export const previewLimits: Record<SearchKind, number> = { services: 3, articles: 3, masters: 8 };
export const searchKinds: SearchKind[] = ['services', 'articles', 'masters'];
export const popularQueries = ['colouring', 'haircut', 'nails', 'highlighting', 'air-touch'];

/**
 * Lower case; accents, apostrophes and hyphens folded, so `air-touch` finds "Air Touch",
 * `kerastase` "Kérastase" and `мякий` "м’який".
 */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’ʼ'`]/g, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const words = (text: string): string[] => normaliseQuery(text).split(/[\s\p{P}\p{S}]+/u).filter(Boolean);

type Indexed = { key: string; order: number; title: string; also: string; detail: string };

const searchOptions: SearchOptions = {
  combineWith: 'AND',
  // The last word is usually still being typed; every word may be the start of a longer one.
  prefix: true,
  // One typo in a word of four letters or more, two from ten.
  fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
  boost: { title: 3, also: 1.5, detail: 1 },
};

/** One index per list of entries: the list a page fetched is indexed once, on first search. */
const indexes = new WeakMap<readonly SearchEntry[], { search: MiniSearch<Indexed>; byKey: Map<string, SearchEntry> }>();

function indexOf(entries: readonly SearchEntry[]) {
  let built = indexes.get(entries);
  if (!built) {
    const search = new MiniSearch<Indexed>({
      idField: 'key',
      fields: ['title', 'also', 'detail'],
      tokenize: words,
      processTerm: (term) => term || null,
      searchOptions,
    });
    const byKey = new Map<string, SearchEntry>();
    const documents: Indexed[] = [];
    for (const entry of entries) {
      const key = `${entry.kind}:${entry.id}`;
      if (byKey.has(key)) continue;
      byKey.set(key, entry);
      documents.push({ key, order: documents.length, title: entry.title, also: entry.alsoMatches.join(' '), detail: entry.detail ?? '' });
    }
    search.addAll(documents);
    built = { search, byKey };
    indexes.set(entries, built);
  }
  return built;
}

export function searchSite(entries: readonly SearchEntry[], query: string): SearchResults {
  const results: SearchResults = { services: [], articles: [], masters: [] };
  if (words(query).length === 0) return results;
  const { search, byKey } = indexOf(entries);
  for (const hit of search.search(query)) {
    const entry = byKey.get(String(hit.id));
    if (entry) results[entry.kind].push(entry);
  }
  return results;
}

export function countResults(results: SearchResults): number {
  return searchKinds.reduce((sum, kind) => sum + results[kind].length, 0);
}
