/**
 * What the site's API accepts as the id of a booking-system object (a service, a master, an
 * appointment, a location) in a path, query or body: 1 to 64 letters, digits, `.`, `_`, `:`
 * or `-`. Anything else is refused before the booking system or the database is asked.
 */
export const idPattern = /^[A-Za-z0-9._:-]{1,64}$/;
