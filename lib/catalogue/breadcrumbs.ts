import type { CategoryNode } from './category-tree';
import type { Salon } from '@/lib/content/types';
import { catalogueHref, catalogueSalonSegment, salonCataloguePath } from './catalogue-paths';
import type { ServiceRoute } from './resolve-service-route';

/** One step of a trail; `lang` when its label is content, in its item's language. */
export type Crumb = { label: string; href: string; lang?: string };

/**
 * The trail main -> salon or top level -> direction -> category -> current item, of the
 * page's canonical address: under a salon whose selection is a page of its own
 * (`catalogueSalonSegment`), the salon stands in the top level's place (unless the top level
 * is the page itself); otherwise the trail is the plain page's.
 */
export function buildCatalogueBreadcrumbs(
  route: Exclude<ServiceRoute, { kind: 'not-found' }>,
  homeLabel: string,
  salons: readonly Salon[],
): Crumb[] {
  const crumbs: Crumb[] = [{ label: homeLabel, href: '/' }];
  if (route.kind === 'salon') {
    crumbs.push({ label: route.salon.title, href: salonCataloguePath(route.salon), lang: route.salon.lang });
    return crumbs;
  }
  const { node } = route;
  const salon = catalogueSalonSegment(route.salon, salons);
  if (salon) crumbs.push({ label: salon.title, href: salonCataloguePath(salon), lang: salon.lang });
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
