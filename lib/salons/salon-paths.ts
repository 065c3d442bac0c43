import type { Salon } from '@/lib/content/types';

/** A salon's canonical page. `/salons/{category}/{salon}/` also shows it, pointing here. */
export function salonPath(salon: Pick<Salon, 'slug'>): string {
  return `/salons/${salon.slug}/`;
}
