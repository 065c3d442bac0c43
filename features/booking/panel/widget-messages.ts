/**
 * The messages the booking panel posts to the booking system's widget frame: the salon
 * (location), what the panel was opened on (service, employee, category), the client's
 * favourites, and the client's access token when signed in. Each message is
 * `{ type, value }`, posted to the widget's own origin only.
 */
export type WidgetMessage =
  | { type: 'location' | 'service' | 'employee' | 'category'; value: string }
  | { type: 'fav_service' | 'fav_employee'; value: string[] }
  | { type: 'auth'; value: string };

export type WidgetContext = {
  locationId: string | null;
  serviceId: string | null;
  employeeId: string | null;
  categoryId: string | null;
  favourites: { services: string[]; employees: string[] } | null;
  token: string | null;
};

export function widgetMessages(context: WidgetContext): WidgetMessage[] {
  const messages: WidgetMessage[] = [];
  if (context.locationId) messages.push({ type: 'location', value: context.locationId });
  if (context.serviceId) messages.push({ type: 'service', value: context.serviceId });
  if (context.employeeId) messages.push({ type: 'employee', value: context.employeeId });
  if (context.categoryId) messages.push({ type: 'category', value: context.categoryId });
  if (context.favourites) {
    messages.push({ type: 'fav_service', value: context.favourites.services });
    messages.push({ type: 'fav_employee', value: context.favourites.employees });
  }
  if (context.token) messages.push({ type: 'auth', value: context.token });
  return messages;
}

/** A message from the widget is heeded only from its own origin and its own frame. */
export function isFromWidget(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>, origin: string, frame: Window | null): boolean {
  return event.origin === origin && frame !== null && event.source === frame;
}

/** The category most of the given services share, for a panel opened on a category. */
export function commonCategory(serviceIds: string[], services: readonly { id: string; categoryId: string | null }[]): string | null {
  const counts = new Map<string, number>();
  for (const service of services) {
    if (service.categoryId && serviceIds.includes(service.id)) counts.set(service.categoryId, (counts.get(service.categoryId) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}
