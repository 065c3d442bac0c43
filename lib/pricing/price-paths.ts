/** The whole price list. */
export const priceListPath = '/price/';

/** The price list of one top category (women's, men's), by its slug. */
export function priceTopPath(topSlug: string): string {
  return `${priceListPath}${topSlug}/`;
}
