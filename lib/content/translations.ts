/**
 * Pairs an item of the feed with its translation and lays the translation's words over it.
 *
 * A translation is an item of its own in the feed (a post or term whose `lang` names its
 * language), linked to the item it translates by `translation_of`, the original's id. The
 * original stays the item: its id, address, prices, pictures, links and relations are the
 * site's, and only the translation's words replace the original's. Which values are words is
 * decided by one rule for every collection: strings, except those under a key that names data
 * rather than text (addresses of pages and files, codes, dates, contact details; a button's
 * `link` object keeps its address and takes its label). A translation
 * that leaves a field empty keeps the original's.
 */

/** Keys whose strings are data in every language: never taken from a translation. */
const dataKeys = new Set([
  'id',
  'slug',
  'url',
  'link',
  'href',
  'crm_id',
  'id_crm',
  'email',
  'apply_email',
  'phone',
  'map_link',
  'postcode',
  'category_slug',
  'date',
  'modified',
  'lang',
  'translation_of',
  'external_link',
  'employment_type',
  'year',
]);

/** Keys whose whole value is data: an image's files, the salon's contact list and profiles, hours. */
const dataGroups = new Set(['sizes', 'contacts', 'socials', 'work_time']);

/** Whether the value under this key is never a translation's to replace. */
export function isData(key: string, value: unknown): boolean {
  return dataGroups.has(key) || (dataKeys.has(key) && (value === null || typeof value !== 'object'));
}

/** The id of the item a raw feed item translates, or null for an original. */
export function translationOf(raw: unknown): number | null {
  if (!raw || typeof raw !== 'object') return null;
  const value = (raw as { translation_of?: unknown }).translation_of;
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Translations by the id of the item each translates; the first one for an id wins. */
export function translationsById(translations: readonly unknown[]): Map<number, unknown> {
  const byId = new Map<number, unknown>();
  for (const translation of translations) {
    const id = translationOf(translation);
    if (id !== null && !byId.has(id)) byId.set(id, translation);
  }
  return byId;
}

/**
 * The original with the translation's words laid over it: each non-empty string of the
 * translation at a place where the original has a string (objects by key, lists by position),
 * outside data keys. Everything else is the original's; neither argument is changed.
 */
export function overlayTranslation<T>(original: T, translation: unknown): T {
  return overlay(original, translation) as T;
}

function overlay(original: unknown, translation: unknown): unknown {
  if (typeof original === 'string') {
    return typeof translation === 'string' && translation.trim() !== '' ? translation : original;
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(translation)) return original;
    return original.map((item, index) => overlay(item, translation[index]));
  }
  if (original && typeof original === 'object') {
    if (!translation || typeof translation !== 'object' || Array.isArray(translation)) return original;
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(original)) {
      result[key] = isData(key, value) ? value : overlay(value, (translation as Record<string, unknown>)[key]);
    }
    return result;
  }
  return original;
}
