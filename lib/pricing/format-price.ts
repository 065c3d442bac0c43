/**
 * Prices as the salon shows them: pounds with a space before the
 * last three digits, the minimum with "from" when there is more than one price or params,
 * and a clear message when nothing is priced.
 */
import { summarisePrices } from '@/lib/content/summarise-prices';
import type { PriceSummary, Service } from '@/lib/content/types';
import { formatMoney } from '@/lib/format/format-money';

/** `1200` -> `£1 200`, `95` -> `£95`, `49.5` -> `£49.50`: the site's one money format. */
export const formatPounds = (amount: number): string => formatMoney(amount, 'GBP');

/** `£95 – £135`, or one amount when there is no upper bound. */
export function formatPriceRange(from: number, to: number | null): string {
  return to !== null && to > from ? `${formatPounds(from)} – ${formatPounds(to)}` : formatPounds(from);
}

export type PriceWords = { from: string; noPrice: string };

/** The price a card shows: `from £95`, `£55`, or the no-price message. */
export function formatPriceSummary(summary: PriceSummary | null, words: PriceWords): string {
  if (!summary) return words.noPrice;
  return summary.isFrom ? `${words.from} ${formatPounds(summary.min)}` : formatPounds(summary.min);
}

/** The price of a service at one salon, from that salon's entry; null when the salon does not price it. */
export function priceForSalon(service: Service, salonId: number): PriceSummary | null {
  const entry = service.salonPrices.find((price) => price.salonId === salonId);
  return entry ? summarisePrices([entry], [], service.hasParams || entry.variants.length > 0) : null;
}
