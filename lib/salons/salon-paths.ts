import type { Salon, SalonCategory } from '@/lib/content/types';

/** The salons' directory. */
export const salonsPath = '/salons/';

/** A salon's canonical page. `/salons/{category}/{salon}/` also shows it, pointing here. */
export function salonPath(salon: Pick<Salon, 'slug'>): string {
  return `${salonsPath}${salon.slug}/`;
}

/** A salon category's page: its salons. */
export function salonCategoryPath(category: Pick<SalonCategory, 'slug'>): string {
  return `${salonsPath}${category.slug}/`;
}

/** A salon's page reached through its category (the breadcrumb trail keeps the category). */
export function salonInCategoryPath(category: Pick<SalonCategory, 'slug'>, salon: Pick<Salon, 'slug'>): string {
  return `${salonCategoryPath(category)}${salon.slug}/`;
}
