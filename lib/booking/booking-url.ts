/**
 * The address of the external online booking site, optionally opened on a service or a
 * master (the booking site reads `service` and `master` from its query string).
 */
export function bookingUrl(base: string, choice: { service?: string; master?: string } = {}): string {
  const url = new URL(base);
  if (choice.service) url.searchParams.set('service', choice.service);
  if (choice.master) url.searchParams.set('master', choice.master);
  return url.toString();
}
