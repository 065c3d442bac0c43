/**
 * How the site's content names things in the booking system. A master's booking id is its
 * `id_crm`. A service with price options is booked per option, each under the option's
 * `crm_id`; a service with a single price is booked under its own content id.
 */
import type { Master, Service } from '@/lib/content/types';

export type BookableOption = { bookingServiceId: string; name: string | null };

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
 * booking service ids per service slug and per category slug, and the shown masters.
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
  const services = Object.fromEntries(input.services.map((service) => [service.slug, ids(service)]));
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
