/**
 * The salons section: `/salons/{slug}/` is a salon or a salon category, and
 * `/salons/{category}/{salon}/` a salon within a category (or one of its sub-categories).
 */
import type { Salon, SalonCategory } from '@/lib/content/types';

export type SalonDirectoryRoute =
  | { kind: 'salon'; salon: Salon; category: SalonCategory | null }
  | { kind: 'category'; category: SalonCategory; subcategories: SalonCategory[]; salons: Salon[] }
  | { kind: 'not-found' };

/** The category and all categories below it. */
function withDescendants(category: SalonCategory, categories: readonly SalonCategory[]): Set<number> {
  const ids = new Set([category.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const candidate of categories) {
      if (candidate.parentId !== null && ids.has(candidate.parentId) && !ids.has(candidate.id)) {
        ids.add(candidate.id);
        grew = true;
      }
    }
  }
  return ids;
}

export function salonsInCategory(category: SalonCategory, salons: readonly Salon[], categories: readonly SalonCategory[]): Salon[] {
  const ids = withDescendants(category, categories);
  return salons.filter((salon) => salon.categoryIds.some((id) => ids.has(id)));
}

export function resolveSalonDirectory(segments: readonly string[], salons: readonly Salon[], categories: readonly SalonCategory[]): SalonDirectoryRoute {
  const [first, second, ...rest] = segments;
  if (!first || rest.length > 0) return { kind: 'not-found' };
  if (second === undefined) {
    const salon = salons.find((candidate) => candidate.slug === first);
    if (salon) return { kind: 'salon', salon, category: null };
  }
  const category = categories.find((candidate) => candidate.slug === first);
  if (!category) return { kind: 'not-found' };
  const inCategory = salonsInCategory(category, salons, categories);
  if (second !== undefined) {
    const salon = inCategory.find((candidate) => candidate.slug === second);
    return salon ? { kind: 'salon', salon, category } : { kind: 'not-found' };
  }
  return {
    kind: 'category',
    category,
    subcategories: categories.filter((candidate) => candidate.parentId === category.id),
    salons: inCategory,
  };
}
