import { getTranslations } from 'next-intl/server';
import { plainText } from '@/lib/content/reshape/text';
import type { PriceSummary, Salon } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/routing';
import { formatDuration } from '@/lib/pricing/format-duration';
import { formatPriceSummary } from '@/lib/pricing/format-price';
import { firstSentence } from './page-words';

/**
 * Titles and descriptions of catalogue pages, in the page's language. A title is
 * `{Service} in {Chelsea|London} | {qualifier} | {brand}`, or without the qualifier when that
 * is too long; a description says what the page itself offers: a service's price, duration and
 * the first sentence of its text, a category's number of services, lowest price and their names.
 * Men's pages are about London, women's about the Chelsea branch.
 */
export type Area = 'Chelsea' | 'London';

export type CatalogueWords = {
  title: (input: { name: string; area: Area; qualifier: string; brand: string }) => string;
  shortTitle: (input: { name: string; area: Area; brand: string }) => string;
  /** `facts` is the price and duration, joined; `summary` the service's own first sentence. */
  serviceDescription: (input: { name: string; facts: string; brand: string; summary: string }) => string;
  /** `from` is the lowest price with its "from"; `list` the names of what the page lists. */
  categoryDescription: (input: { name: string; count: number; from: string; brand: string; list: string }) => string;
  /** A salon's page: its name, address and the first sentence of its own text. */
  salonDescription: (salon: Pick<Salon, 'title' | 'address' | 'description'>) => string;
  /** The qualifier of pages that have no parent category (a salon, a top level). */
  beautySalon: string;
  /** `from £320`, or null without a price. */
  price: (summary: PriceSummary | null) => string | null;
  /** `3 h 30 min`, or null without a duration. */
  duration: (minutes: number | null) => string | null;
};

type MetaKey = 'catalogueTitle' | 'catalogueShortTitle' | 'serviceDescription' | 'categoryDescription' | 'salonDescription' | 'beautySalon';
type MetaTranslator = (key: MetaKey, values?: Record<string, string | number>) => string;
type CatalogueTranslator = (key: 'from' | 'hours' | 'minutes') => string;

/** The words from translators of the `Meta` and `Catalogue` messages (next-intl's, or `createTranslator` in tests). */
export function catalogueWordsFrom(t: MetaTranslator, catalogue: CatalogueTranslator): CatalogueWords {
  const priceWords = { from: catalogue('from'), noPrice: '' };
  const durationWords = { hours: catalogue('hours'), minutes: catalogue('minutes') };
  return {
    title: (input) => t('catalogueTitle', input),
    shortTitle: (input) => t('catalogueShortTitle', input),
    serviceDescription: (input) => t('serviceDescription', input),
    categoryDescription: (input) => t('categoryDescription', input),
    salonDescription: (salon) => {
      const text = salon.description ? plainText(salon.description.__html) : '';
      return t('salonDescription', { salon: salon.title, address: salon.address, summary: text ? firstSentence(text) : '' });
    },
    beautySalon: t('beautySalon'),
    price: (summary) => (summary ? formatPriceSummary(summary, priceWords) : null),
    duration: (minutes) => formatDuration(minutes, durationWords),
  };
}

export async function getCatalogueWords(locale: Locale): Promise<CatalogueWords> {
  const [meta, catalogue] = await Promise.all([
    getTranslations({ locale, namespace: 'Meta' }),
    getTranslations({ locale, namespace: 'Catalogue' }),
  ]);
  return catalogueWordsFrom(meta, catalogue);
}
