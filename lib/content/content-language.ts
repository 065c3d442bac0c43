/**
 * The languages content is written in, as BCP 47 tags: the feed's own (English, the
 * originals) and the languages of translations. The same tags as the site's locales.
 */
export const contentLanguages = ['en', 'uk'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

/** The language the feed's originals are written in. */
export const originalLanguage: ContentLanguage = 'en';
