import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Titles and descriptions of catalogue pages, in the page's language:
 * `{Service} in {Chelsea|London} | {qualifier} | {brand}` and
 * `{service name} — {brand} Beauty Salon in {Chelsea|London}` plus one fixed marketing line.
 * Men's pages are about London, women's about the Chelsea branch.
 */
export type Area = 'Chelsea' | 'London';

export type CatalogueWords = {
  title: (input: { name: string; area: Area; qualifier: string; brand: string }) => string;
  description: (input: { name: string; area: Area; brand: string }) => string;
  /** The qualifier of pages that have no parent category (a salon, a top level). */
  beautySalon: string;
};

type MetaTranslator = (key: 'catalogueTitle' | 'catalogueDescription' | 'beautySalon', values?: Record<string, string>) => string;

/** The words from a translator of the `Meta` messages (next-intl's, or `createTranslator` in tests). */
export function catalogueWordsFrom(t: MetaTranslator): CatalogueWords {
  return {
    title: (input) => t('catalogueTitle', input),
    description: (input) => t('catalogueDescription', input),
    beautySalon: t('beautySalon'),
  };
}

export async function getCatalogueWords(locale: Locale): Promise<CatalogueWords> {
  return catalogueWordsFrom(await getTranslations({ locale, namespace: 'Meta' }));
}
