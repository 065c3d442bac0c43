import type { CollectionType } from '../tags';

/**
 * Where raw content comes from. Collections and look-ups by slug answer the originals, in the
 * site's default language; `translations` answers the other languages' versions of them. Both
 * implementations answer with the raw WordPress REST
 * shapes (unknown until parsed), so nothing above this seam knows which one is in use.
 */
export interface ContentSource {
  readonly kind: 'wordpress' | 'bundled';
  /** Every item of a collection, across all pages of the feed, each id once, in menu order (ties by id). */
  collection(type: CollectionType): Promise<unknown[]>;
  /**
   * The items of a collection written in another language than the feed's own, each naming
   * the item it translates (`translation_of`); none when there are none.
   */
  translations(type: CollectionType, language: string): Promise<unknown[]>;
  /** The items of a collection with this slug (WordPress answers a list, usually of one). */
  bySlug(type: CollectionType, slug: string): Promise<unknown[]>;
  /** The salon finder: which salons offer any of these services. */
  salonsByServices(serviceIds: readonly number[]): Promise<unknown[]>;
}
