import { getTranslations } from 'next-intl/server';
import type { PriceSummary } from '@/lib/content/types';
import { formatDuration } from '@/lib/pricing/format-duration';
import { formatPriceSummary } from '@/lib/pricing/format-price';

/** Price and duration formatters in the request's language. */
export async function getCatalogueFormatters() {
  const t = await getTranslations('Catalogue');
  const priceWords = { from: t('from'), noPrice: t('noPrice') };
  const durationWords = { hours: t('hours'), minutes: t('minutes') };
  return {
    price: (summary: PriceSummary | null) => formatPriceSummary(summary, priceWords),
    duration: (minutes: number | null) => formatDuration(minutes, durationWords),
  };
}
