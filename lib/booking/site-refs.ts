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
