import type { Salon, Service } from '@/lib/content/types';
import type { CategoryTree } from './category-tree';
import { catalogueHref, catalogueSalonSegment } from './catalogue-paths';
import { offers } from './resolve-service-route';

/** The services a service page suggests alongside, each with its canonical address, leaving out what the salon does not offer. */
export function additionalServiceLinks(
  service: Service,
  tree: CategoryTree,
  salon: Salon | null,
  salons: readonly Salon[],
): { service: Service; href: string }[] {
  const linkSalon = catalogueSalonSegment(salon, salons);
  return service.additionalServiceIds.flatMap((id) => {
    for (const node of tree.byId.values()) {
      const extra = node.services.find((candidate) => candidate.id === id);
      if (extra) return offers(salon, extra) ? [{ service: extra, href: catalogueHref([...node.slugs, extra.pathSlug], linkSalon) }] : [];
    }
    return [];
  });
}
