import { createFavouritesHandlers } from '@/lib/favourites/favourites-handlers';
import { answeringDatabaseOutage } from '@/lib/http/database-outage';
import { getSiteDeps } from '@/lib/site-setup/create-site-deps';

export const dynamic = 'force-dynamic';

export const GET = answeringDatabaseOutage((request: Request) => createFavouritesHandlers(getSiteDeps()).list(request));
/** Toggles a selection: `{"kind": "services" | "employees", "ids": [...]}`; an empty `ids` clears that list. */
export const POST = answeringDatabaseOutage((request: Request) =>
  createFavouritesHandlers(getSiteDeps()).toggle(request),
);
