/**
 * The language of everything the content feed sends: it serves English only. Pages in
 * another language mark the feed's text with it (`lang`), so screen readers read it in
 * the right voice.
 */
export const contentLanguage = 'en';
