/**
 * Site search: a case-insensitive substring match on service
 * titles, article titles, and masters' names and skills, grouped by kind, each result once.
 */
export type SearchKind = 'services' | 'articles' | 'masters';

export type SearchEntry = {
  kind: SearchKind;
  id: number;
  title: string;
  href: string;
  /** A second line: the category, the article's section, the master's position. */
  detail: string | null;
  /** Texts that also find the entry (a master's skills). */
  alsoMatches: string[];
};

export type SearchResults = Record<SearchKind, SearchEntry[]>;

/** How many of each kind the preview shows before "view all". */
export const previewLimits: Record<SearchKind, number> = { services: 3, articles: 3, masters: 8 };
export const searchKinds: SearchKind[] = ['services', 'articles', 'masters'];
export const popularQueries = ['colouring', 'haircut', 'nails', 'highlighting', 'air-touch'];

/** Lower case, accents and hyphens folded, so `air-touch` finds "Air Touch" and `kerastase` "Kérastase". */
export function normaliseQuery(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function searchSite(entries: readonly SearchEntry[], query: string): SearchResults {
  const results: SearchResults = { services: [], articles: [], masters: [] };
  const needle = normaliseQuery(query);
  if (!needle) return results;
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = `${entry.kind}:${entry.id}`;
    if (seen.has(key)) continue;
    if ([entry.title, ...entry.alsoMatches].some((text) => normaliseQuery(text).includes(needle))) {
      seen.add(key);
      results[entry.kind].push(entry);
    }
  }
  return results;
}

export function countResults(results: SearchResults): number {
  return searchKinds.reduce((sum, kind) => sum + results[kind].length, 0);
}
