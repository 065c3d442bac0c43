import type { CategoryNode } from './category-tree';
import { catalogueHref } from './catalogue-paths';
import type { ServiceRoute } from './resolve-service-route';

/** One step of a trail; `lang` when its label is content, in its item's language. */
export type Crumb = { label: string; href: string; lang?: string };

/**
 * The trail main -> salon or top level -> direction -> category -> current item. Under a
 * salon, the salon stands in the top level's place (unless the top level is the page itself).
 */
export function buildCatalogueBreadcrumbs(route: Exclude<ServiceRoute, { kind: 'not-found' }>, homeLabel: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: homeLabel, href: '/' }];
  if (route.kind === 'salon') {
    crumbs.push({ label: route.salon.title, href: `/services/${route.salon.slug}/`, lang: route.salon.lang });
    return crumbs;
  }
  const { salon, node } = route;
  if (salon) crumbs.push({ label: salon.title, href: `/services/${salon.slug}/`, lang: salon.lang });
  const chain: CategoryNode[] = [];
  for (let at: CategoryNode | null = node; at; at = at.parent) chain.unshift(at);
  for (const step of chain) {
    const isCurrent = route.kind === 'category' && step === node;
    if (salon && step.level === 'top' && !isCurrent) continue;
    crumbs.push({ label: step.category.name, href: catalogueHref(step.slugs, salon), lang: step.category.lang });
  }
  if (route.kind === 'service') {
    crumbs.push({ label: route.service.title, href: catalogueHref([...node.slugs, route.service.pathSlug], salon), lang: route.service.lang });
  }
  return crumbs;
}
