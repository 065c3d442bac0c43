export type FavouriteKind = 'services' | 'employees';

export type FavouritesTables = {
  /** A client's chosen services and masters, keyed by the booking system's client id. */
  favourites: { client_id: string; kind: FavouriteKind; item_id: string; created_at: number };
};
