/**
 * How the service step groups its services, on the booking page and in the panel alike: the
 * page's own group first (the service the panel was opened from and its add-ons, in that
 * order), then the visitor's favourites, then each category in the catalogue's order, its
 * services in their catalogue order. A service the catalogue does not place comes last.
 */
import type { BookingCategory, BookingService } from '@/lib/booking/types';
import { categoryPath } from './booking-format';

/** A service the visitor can choose; `key` is what the surface's control sends (a booking id, or a site slug). */
export type ServiceChoice = { key: string; service: BookingService };

export type ServiceGroup = { label: string; lang: 'en' | undefined; choices: ServiceChoice[] };

export type GroupingInput = {
  categories: readonly BookingCategory[];
  /** Booking ids in the catalogue's order. */
  order?: readonly string[];
  /** Booking ids of the group drawn first (the page's own service and its add-ons), with its label. */
  leading?: { label: string; ids: readonly string[] } | null;
  /** Booking ids of the visitor's favourite services. */
  favourites?: readonly string[];
  labels: { favourites: string; other: string };
};

export function groupServiceChoices(choices: readonly ServiceChoice[], input: GroupingInput): ServiceGroup[] {
  const rank = new Map((input.order ?? []).map((id, position) => [id, position]));
  const sorted = [...choices].sort(
    (a, b) => (rank.get(a.service.id) ?? Infinity) - (rank.get(b.service.id) ?? Infinity),
  );
  const groups: ServiceGroup[] = [];
  const taken = new Set<ServiceChoice>();
  const leadingIds = input.leading?.ids ?? [];
  const leading = leadingIds.flatMap((id) => sorted.filter((choice) => choice.service.id === id && !taken.has(choice)));
  if (input.leading && leading.length > 0) {
    leading.forEach((choice) => taken.add(choice));
    groups.push({ label: input.leading.label, lang: undefined, choices: leading });
  }
  const favourites = sorted.filter((choice) => !taken.has(choice) && input.favourites?.includes(choice.service.id));
  if (favourites.length > 0) {
    favourites.forEach((choice) => taken.add(choice));
    groups.push({ label: input.labels.favourites, lang: undefined, choices: favourites });
  }
  const byCategory = new Map<string, ServiceGroup>();
  for (const choice of sorted.filter((entry) => !taken.has(entry))) {
    const path = categoryPath(choice.service.categoryId, input.categories);
    const label = path || input.labels.other;
    const group = byCategory.get(label) ?? { label, lang: path ? 'en' : undefined, choices: [] };
    group.choices.push(choice);
    byCategory.set(label, group);
  }
  // Categories in the order their first service comes: the catalogue's order.
  const other = byCategory.get(input.labels.other);
  byCategory.delete(input.labels.other);
  return [...groups, ...byCategory.values(), ...(other ? [other] : [])];
}

/** The groups cut after their first `limit` services in all (the rest drawn a moment later). */
export function firstChoices(groups: readonly ServiceGroup[], limit: number): ServiceGroup[] {
  let left = limit;
  const cut: ServiceGroup[] = [];
  for (const group of groups) {
    if (left <= 0) break;
    cut.push({ ...group, choices: group.choices.slice(0, left) });
    left -= group.choices.length;
  }
  return cut;
}
