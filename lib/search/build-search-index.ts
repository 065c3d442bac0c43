import { canonicalCataloguePath } from '@/lib/catalogue/catalogue-paths';
import type { CategoryTree } from '@/lib/catalogue/category-tree';
import type { Article, Master, Salon, Skill, Term } from '@/lib/content/types';
import { shownMasters, skillsOf } from '@/lib/masters/master-view';
import type { SearchEntry } from './search-site';
import { masterPath } from '@/lib/masters/master-paths';

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
      title: service.title,
      href: canonicalCataloguePath({ kind: 'service', node, salon: null, service }, input.salons),
      detail: node.parent ? `${node.parent.category.name} · ${node.category.name}` : node.category.name,
      alsoMatches: service.name !== service.title ? [service.name] : [],
    })),
  );
  const articles: SearchEntry[] = input.articles.map((article) => ({
    kind: 'articles',
    id: article.id,
    title: article.titleLines.map((line) => line.join(' ')).join(' '),
    href: `/blog/${article.categorySlug}/${article.slug}/`,
    detail: input.articleCategories.find((category) => category.slug === article.categorySlug)?.name ?? null,
    alsoMatches: [article.title],
  }));
  const masters: SearchEntry[] = shownMasters(input.masters).map((master) => ({
    kind: 'masters',
    id: master.id,
    title: master.name,
    href: masterPath(master),
    detail: master.position,
    alsoMatches: skillsOf(master, input.skills).map((skill) => skill.title),
  }));
  return [...services, ...articles, ...masters];
}
