/**
 * The booking choice in the address, read by the panel and by the booking page alike. The
 * choice travels as `?book=service:{slug}`, `?book=master:{slug}`, `?book=category:{slug}` or
 * `?book=all`, so a link can open the booking on a service or a master. A ready visit of
 * several services is a list: `?book=service:manicure,service:pedicure@hannah-oconnell` (each
 * service, optionally with `@` and its master, or `@any`; entries that cannot be read are
 * dropped, the rest kept).
 */
export type VisitLinkItem = { slug: string; master: string | null };
export type BookingChoice =
  | { kind: 'service' | 'master' | 'category'; slug: string }
  | { kind: 'visit'; items: VisitLinkItem[] }
  | { kind: 'all' };

export const bookParam = 'book';
const slugPattern = /^[a-z0-9][a-z0-9-]{0,120}$/;
/** Whether `value` can stand after `service:`, `master:` or `category:` in a choice. */
export const isChoiceSlug = (value: string) => slugPattern.test(value);
const visitItemPattern = /^service:([a-z0-9][a-z0-9-]{0,120})(?:@([a-z0-9][a-z0-9-]{0,120}))?$/;
/** The most services one visit takes (as the booking API does). */
export const maxVisitItems = 5;

export function parseBookingChoice(value: string | null): BookingChoice | null {
  if (value === null) return null;
  if (value === 'all' || value === '') return { kind: 'all' };
  if (value.includes(',') || value.includes('@')) {
    const items = value
      .split(',')
      .map((entry) => visitItemPattern.exec(entry.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => ({ slug: match[1]!, master: match[2] ?? null }))
      .slice(0, maxVisitItems);
    return items.length > 0 ? { kind: 'visit', items } : { kind: 'all' };
  }
  const [kind, slug = ''] = value.split(':', 2);
  if ((kind === 'service' || kind === 'master' || kind === 'category') && slugPattern.test(slug)) return { kind, slug };
  return { kind: 'all' };
}

export const formatBookingChoice = (choice: BookingChoice) =>
  choice.kind === 'all'
    ? 'all'
    : choice.kind === 'visit'
      ? choice.items.map((item) => `service:${item.slug}${item.master ? `@${item.master}` : ''}`).join(',')
      : `${choice.kind}:${choice.slug}`;
