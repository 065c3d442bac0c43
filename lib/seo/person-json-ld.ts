import type { Master, Salon } from '@/lib/content/types';
import { absoluteUrl, organizationRef, personId, salonRef } from './site-json-ld';

/** A master as a schema.org Person working at the salons they work in (or, where none is named, the brand). */
export function buildPersonJsonLd(input: {
  siteUrl: string;
  brandName: string;
  url: string;
  master: Master;
  /** The site's salons; the master's are those of `master.salonIds`. */
  salons: readonly Salon[];
  description: string | null;
  skills: string[];
}) {
  const { siteUrl, url, master } = input;
  const photo = master.photo?.src;
  const workplaces = input.salons.filter((salon) => master.salonIds.includes(salon.id)).map((salon) => salonRef(siteUrl, salon));
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': personId(siteUrl, master),
    name: master.name,
    jobTitle: master.position ?? undefined,
    image: photo ? absoluteUrl(siteUrl, photo) : undefined,
    url,
    description: input.description ?? undefined,
    knowsAbout: input.skills.length > 0 ? input.skills : undefined,
    worksFor: workplaces.length === 0 ? organizationRef(input) : workplaces.length === 1 ? workplaces[0] : workplaces,
  };
}
