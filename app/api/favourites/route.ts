import { getSiteDeps } from '@/lib/booking/site/site-deps';
import { createFavouritesHandlers } from '@/lib/favourites/favourites-handlers';

export const dynamic = 'force-dynamic';

export const GET = (request: Request) => createFavouritesHandlers(getSiteDeps()).list(request);
/** Toggles a selection: `{"kind": "services" | "employees", "ids": [...]}`; an empty `ids` clears that list. */
export const POST = (request: Request) => createFavouritesHandlers(getSiteDeps()).toggle(request);
