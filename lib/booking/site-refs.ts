/**
 * How the site's content names things in the booking system. A master's booking id is its
 * `id_crm`. A service with price options is booked per option, each under the option's
 * `crm_id`; a service with a single price is booked under its own content id.
 */
import type { CategoryNode, CategoryTree } from '@/lib/catalogue/category-tree';
import type { Master, Service } from '@/lib/content/types';
import { isChoiceSlug } from './flow/book-param';

export type BookableOption = { bookingServiceId: string; name: string | null };

/**
 * The key an address names each price option by, by booking id: the option's booking id when
 * it is slug-shaped and no service's slug (an option without one can be chosen, not linked to).
 * Services with a single price are named by their own slug.
 */
export function optionKeys(services: readonly Service[], salonId: number): Map<string, string> {
  const slugs = new Set(services.map((service) => service.slug));
  const keys = new Map<string, string>();
  for (const service of services) {
    const options = bookableOptions(service, salonId);
    if (options.length < 2) continue;
    for (const { bookingServiceId: id } of options) if (isChoiceSlug(id) && !slugs.has(id)) keys.set(id, id);
  }
  return keys;
}

export function bookableOptions(service: Service, salonId: number): BookableOption[] {
  const variants = service.salonPrices.find((price) => price.salonId === salonId)?.variants ?? [];
  if (variants.length > 0) return variants.map((variant) => ({ bookingServiceId: variant.id, name: variant.name }));
  return [{ bookingServiceId: String(service.id), name: null }];
}

export const bookingEmployeeId = (master: Master): string | null => master.crmId;

/** A master as the booking panel shows them: the site's name, portrait and rating under their booking id. */
export type MasterRef = {
  employeeId: string;
  slug: string;
  name: string;
  rating: number | null;
  photo: string | null;
};

/**
 * What the booking panel needs to read a `?book=` choice and show masters as the site does:
 * booking service ids per service slug and per category slug, and the shown masters. A service
 * with several price options also has each option under a key of its own (the option's booking
 * id, when that is slug-shaped and no service's slug), so that an address can name one option:
 * `?book=service:balayage-shatush-short`.
 */
export type BookingRefs = {
  services: Record<string, string[]>;
  categories: Record<string, string[]>;
  masters: MasterRef[];
};

export function buildBookingRefs(input: {
  services: readonly Service[];
  categories: readonly { id: number; slug: string }[];
  masters: readonly Master[];
  salonId: number;
}): BookingRefs {
  const ids = (service: Service) => bookableOptions(service, input.salonId).map((option) => option.bookingServiceId);
  const services: Record<string, string[]> = Object.fromEntries(input.services.map((service) => [service.slug, ids(service)]));
  for (const [id, key] of optionKeys(input.services, input.salonId)) services[key] = [id];
  const categories = Object.fromEntries(
    input.categories.map((category) => [
      category.slug,
      input.services.filter((service) => service.categoryIds.includes(category.id)).flatMap(ids),
    ]),
  );
  const masters = input.masters.flatMap((master) => {
    const employeeId = bookingEmployeeId(master);
    if (!employeeId || !master.isPublic || master.isArchived) return [];
    return [{ employeeId, slug: master.slug, name: master.name, rating: master.rating, photo: master.photo?.src ?? null }];
  });
  return { services, categories, masters };
}

/**
 * The catalogue's order as the booking panel lists services, and what each service page
 * suggests with its service: booking ids in the order the catalogue shows them (its tree
 * depth first, each category's services in their own order), and each service slug's add-ons
 * (the services its page lists as additional) as booking ids.
 */
export type CatalogueOrder = {
  order: string[];
  additions: Record<string, string[]>;
};

/** The booking refs with the catalogue's order: what `/api/booking/site-refs` answers. */
export type SiteRefs = BookingRefs & CatalogueOrder;

export function buildCatalogueOrder(tree: CategoryTree, services: readonly Service[], salonId: number): CatalogueOrder {
  const ids = (service: Service) => bookableOptions(service, salonId).map((option) => option.bookingServiceId);
  const order: string[] = [];
  const walk = (node: CategoryNode) => {
    for (const service of node.services) order.push(...ids(service));
    node.children.forEach(walk);
  };
  tree.tops.forEach(walk);
  const byId = new Map(services.map((service) => [service.id, service]));
  const additions = Object.fromEntries(
    services.map((service) => [
      service.slug,
      service.additionalServiceIds.flatMap((id) => {
        const extra = byId.get(id);
        return extra ? ids(extra) : [];
      }),
    ]),
  );
  return { order: [...new Set(order)], additions };
}
