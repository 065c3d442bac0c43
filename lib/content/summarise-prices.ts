import type { PriceSummary, SalonPrice } from './types';

/**
 * The lowest price across the given salon prices, their variants and any other amounts,
 * with "from" when the service can cost more than one amount or has params; null when
 * nothing is priced. One rule for the whole catalogue and for one salon's price.
 */
export function summarisePrices(salonPrices: readonly SalonPrice[], otherAmounts: readonly number[], hasParams: boolean): PriceSummary | null {
  const amounts = [
    ...salonPrices.flatMap((price) => [price.from, price.to, ...price.variants.flatMap((v) => [v.from, v.to])]),
    ...otherAmounts,
  ].filter((amount): amount is number => typeof amount === 'number' && amount > 0);
  if (amounts.length === 0) return null;
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  return { min, max: max > min ? max : null, isFrom: max > min || hasParams };
}
