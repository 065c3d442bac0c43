import type { Master } from '@/lib/content/types';
import { beautySalonId } from './beauty-salon-json-ld';

/** A master as a schema.org Person working at the salon (the BeautySalon of the home page). */
export function buildPersonJsonLd(input: {
  siteUrl: string;
  url: string;
  master: Master;
  description: string | null;
  skills: string[];
}) {
  const { siteUrl, url, master } = input;
  const photo = master.photo?.src;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${url}#person`,
    name: master.name,
    jobTitle: master.position ?? undefined,
    image: photo ? (/^https?:\/\//.test(photo) ? photo : `${siteUrl}${photo}`) : undefined,
    url,
    description: input.description ?? undefined,
    knowsAbout: input.skills.length > 0 ? input.skills : undefined,
    worksFor: { '@type': 'BeautySalon', '@id': beautySalonId(siteUrl) },
  };
}
