/**
 * Whether an address of the booking page (`/book/?...`) names a step the page can draw: a
 * readable flow address (lib/booking/flow/flow-address) whose services, masters and category
 * the site has. Anything else is the site's 404, decided by the gate in proxy.ts before the
 * page renders: a page's own `notFound()` reaches the visitor, in production, as Next's empty
 * error shell rather than the site's 404 page.
 */
import { anyMaster, readFlowAddress } from '@/lib/booking/flow/flow-address';
import { optionKeys } from '@/lib/booking/site-refs';
import { isShownMaster } from '@/lib/masters/shown-masters';
import type { SiteSnapshot } from './site-snapshot';

type Names = { services: Set<string>; masters: Set<string>; categories: Set<string> };

// What a snapshot names, gathered once per snapshot rather than on every request to the page.
const namesOfSnapshot = new WeakMap<SiteSnapshot, Names>();

function namesOf(site: SiteSnapshot): Names {
  let names = namesOfSnapshot.get(site);
  if (!names) {
    const nodes = [...site.tree.byId.values()];
    const services = [...new Map(nodes.flatMap((node) => node.services.map((service) => [service.id, service]))).values()];
    names = {
      // Each service by its slug, and each of a service's price options by its own key.
      services: new Set([...services.map((service) => service.slug), ...optionKeys(services, site.salons[0]?.id ?? 0).values()]),
      masters: new Set(site.masters.filter(isShownMaster).map((master) => master.slug)),
      categories: new Set(nodes.map((node) => node.category.slug)),
    };
    namesOfSnapshot.set(site, names);
  }
  return names;
}

export function bookingAddressExists(query: URLSearchParams, site: SiteSnapshot | null): boolean {
  const address = readFlowAddress(query);
  if (!address) return false;
  // Without the content the names cannot be judged; the shape alone is.
  if (!site) return true;
  const { services, masters, categories } = namesOf(site);
  const { opening } = address;
  if (opening.kind === 'category' && !categories.has(opening.slug)) return false;
  if (opening.kind === 'master' && !masters.has(opening.slug)) return false;
  return address.items.every(
    (item) =>
      services.has(item.slug) && (item.master === null || item.master === anyMaster || masters.has(item.master)),
  );
}
