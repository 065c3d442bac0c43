import type { CollectionType } from '../tags';

/**
 * Where raw content comes from. Both implementations answer with the raw WordPress REST
 * shapes (unknown until parsed), so nothing above this seam knows which one is in use.
 */
export interface ContentSource {
  readonly kind: 'wordpress' | 'bundled';
  /** Every item of a collection, across all pages of the feed, each id once, in menu order (ties by id). */
  collection(type: CollectionType): Promise<unknown[]>;
  /** The items of a collection with this slug (WordPress answers a list, usually of one). */
  bySlug(type: CollectionType, slug: string): Promise<unknown[]>;
  /** The salon finder: which salons offer any of these services. */
  salonsByServices(serviceIds: readonly number[]): Promise<unknown[]>;
}
