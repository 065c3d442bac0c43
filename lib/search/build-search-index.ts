import { canonicalCataloguePath } from '@/lib/catalogue/catalogue-paths';
import type { CategoryTree } from '@/lib/catalogue/category-tree';
import type { Article, Master, Salon, Skill, Term } from '@/lib/content/types';
import { shownMasters, skillsOf } from '@/lib/masters/master-view';
import type { SearchEntry } from './search-site';
import { masterPath } from '@/lib/masters/master-paths';
import { blogArticlePath } from '@/lib/blog/blog-view';

/** Everything the site search can find, with the address of each. */
export function buildSearchIndex(input: {
  tree: CategoryTree;
  salons: readonly Salon[];
  articles: readonly Article[];
  articleCategories: readonly Term[];
  masters: readonly Master[];
  skills: readonly Skill[];
}): SearchEntry[] {
  const services: SearchEntry[] = [...input.tree.byId.values()].flatMap((node) =>
    node.services.map((service) => ({
      kind: 'services' as const,
      id: service.id,
      lang: service.lang,
      title: service.title,
      href: canonicalCataloguePath({ kind: 'service', node, salon: null, service }, input.salons),
      detail: node.parent ? `${node.parent.category.name} · ${node.category.name}` : node.category.name,
      alsoMatches: service.name !== service.title ? [service.name] : [],
      price: service.price,
      durationMinutes: service.durationMinutes,
    })),
  );
  const articles: SearchEntry[] = input.articles.map((article) => ({
    kind: 'articles',
    id: article.id,
    lang: article.lang,
    title: article.titleLines.map((line) => line.join(' ')).join(' '),
    href: blogArticlePath(article),
    detail: input.articleCategories.find((category) => category.slug === article.categorySlug)?.name ?? null,
    alsoMatches: [article.title],
  }));
  const masters: SearchEntry[] = shownMasters(input.masters).map((master) => ({
    kind: 'masters',
    id: master.id,
    lang: master.lang,
    title: master.name,
    href: masterPath(master),
    detail: master.position,
    alsoMatches: skillsOf(master, input.skills).map((skill) => skill.title),
  }));
  return [...services, ...articles, ...masters];
}

/**
 * Entries that also answer to their words in another language: each takes its counterpart's
 * title and other words (same kind and id) as its own, so "manicure" finds the manicures on
 * the Ukrainian site and "манікюр" on the English one.
 */
export function withOtherLanguage(entries: readonly SearchEntry[], other: readonly SearchEntry[]): SearchEntry[] {
  const counterparts = new Map(other.map((entry) => [`${entry.kind}:${entry.id}`, entry]));
  return entries.map((entry) => {
    const counterpart = counterparts.get(`${entry.kind}:${entry.id}`);
    if (!counterpart || counterpart.lang === entry.lang) return entry;
    const words = [counterpart.title, ...counterpart.alsoMatches];
    return { ...entry, alsoMatches: [...new Set([...entry.alsoMatches, ...words])] };
  });
}
